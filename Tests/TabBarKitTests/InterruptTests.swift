import TabBarKit
import TabBarTesting
import Testing

/// Tap policy `interrupt` (<doc:BehaviorContract#The-interrupt-tap-policy>). Three tabs in a 390-point bar: lessons 65,
/// archives 195, search 325.
///
/// Where the dip is mid-wave follows Core Animation's curve; the centres below were worked out
/// independently of the code (60-digit decimal bisection of the Bézier (0.42, 0) (0.58, 1)) and
/// rounded to 0.001 pt as <doc:BehaviorContract#Where-the-bar-is-at-an-instant> says: 65 + 130 · p(¼) = 81.791, 65 + 130 · p(½) = 130,
/// 65 + 130 · p(¾) = 178.209, 65 + 130 · p(0.9975) = 194.998, and, for a second interrupt
/// 100 ms into a wave from 81.791 to 325, 81.791 + 243.209 · p(¼) = 113.204.
@Suite(.tabBarChecks)
@MainActor
struct InterruptTests {
    /// The end of an interrupt made at `t`: the circle arrives at `t + 0.2 s`, the bar unlocks at
    /// `t + 0.4 s`, nothing earlier.
    private func expectArrivalAndUnlock(
        _ view: TabBarViewSpy, _ scheduler: TestScheduler, interruptedAt t: Duration, x: Double, icon: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        scheduler.advance(
            to: t + step - .milliseconds(1), fileID: fileID, filePath: filePath, line: line, column: column)
        view.expectNoMessages(fileID: fileID, filePath: filePath, line: line, column: column)
        scheduler.advance(to: t + step, fileID: fileID, filePath: filePath, line: line, column: column)
        view.expect(
            [
                .circle(x: x, y: 30, alpha: 0, icon: icon, duration: .zero),
                .circle(x: x, y: 0, alpha: 1, icon: icon, duration: step),
            ], fileID: fileID, filePath: filePath, line: line, column: column)
        scheduler.advance(
            to: t + wave - .milliseconds(1), fileID: fileID, filePath: filePath, line: line, column: column)
        view.expectNoMessages(fileID: fileID, filePath: filePath, line: line, column: column)
        scheduler.advance(to: t + wave, fileID: fileID, filePath: filePath, line: line, column: column)
        view.expect([.interaction(true)], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    @Test(arguments: [
        // (ms into the first move, where the dip is, where the circle is and its icon)
        (0, 65.0, 65.0, "lessons-icon"), (100, 81.791, 65.0, "lessons-icon"),
        (200, 130.0, 195.0, "archives-icon"), (300, 178.209, 195.0, "archives-icon"),
        (399, 194.998, 195.0, "archives-icon"),
    ])
    func tapWhileLocked_retargetsFromWhereTheBarIs(
        after milliseconds: Int, dip: Double, circleX: Double, circleIcon: String
    ) throws {
        let (presenter, view, scheduler) = try makeMotionSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()
        let t = Duration.milliseconds(milliseconds)
        scheduler.advance(to: t)
        view.skipReceived()

        presenter.didTap(slot: 2)

        view.expect([
            .selected(.tab("search"), previous: .tab("archives")),
            .feedback,
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .curve(from: dip, to: 325, duration: wave),
            .circle(x: circleX, y: 30, alpha: 0, icon: circleIcon, duration: step),
        ])
        #expect(presenter.isLocked)
        expectArrivalAndUnlock(view, scheduler, interruptedAt: t, x: 325, icon: "search-icon")
        scheduler.expectNothingPending()
    }

    @Test func tapAtExactly400ms_findsTheBarIdle() throws {
        let (presenter, view, scheduler) = try makeMotionSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(to: wave)
        view.skipReceived()
        presenter.didTap(slot: 2)
        view.expect([
            .selected(.tab("search"), previous: .tab("archives")),
            .feedback,
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .interaction(false),
            .curve(from: 195, to: 325, duration: wave),
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: step),
        ])
        scheduler.settle()
        view.skipReceived()
    }

    @Test func tapOnTheTabTheMoveHeadsTo_isAReselect_andTheMoveGoesOn() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(animated: ["archives"])
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        view.skipReceived()

        presenter.didTap(slot: 1)

        view.expect([.reselected(.tab("archives")), .input("archives", true)])
        scheduler.advance(to: step)
        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
        ])
        scheduler.advance(to: wave)
        view.expect([.interaction(true)])
        // The reselect restarted the icon's reset: one `false`, 1.5 s after the second tap.
        scheduler.advance(to: .milliseconds(1599))
        view.expectNoMessages()
        scheduler.advance(to: .milliseconds(1600))
        view.expect([.input("archives", false)])
    }

    @Test func tapBackToTheOrigin_turnsTheWaveRound() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(animated: ["lessons"])
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(300))
        view.skipReceived()

        presenter.didTap(slot: 0)

        view.expect([
            .selected(.tab("lessons"), previous: .tab("archives")),
            .feedback,
            display(animated: ["lessons"], selection: .tab("lessons"), slot: 0),
            .content("lessons"),
            .curve(from: 178.209, to: 65, duration: wave),
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: step),
            .input("lessons", true),
        ])
        expectArrivalAndUnlock(
            view, scheduler, interruptedAt: .milliseconds(300), x: 65, icon: "lessons-icon")
    }

    @Test func interruptsChain_eachFromWhereTheLastHadGot() throws {
        let (presenter, view, scheduler) = try makeMotionSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        presenter.didTap(slot: 2)
        scheduler.advance(to: .milliseconds(200))
        view.skipReceived()

        presenter.didTap(slot: 0)

        // The first move's circle turn at 200 ms was cancelled by the first interrupt: the circle
        // is still where that interrupt sank it.
        view.expect([
            .selected(.tab("lessons"), previous: .tab("search")),
            .feedback,
            display(selection: .tab("lessons"), slot: 0),
            .content("lessons"),
            .curve(from: 113.204, to: 65, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        expectArrivalAndUnlock(
            view, scheduler, interruptedAt: .milliseconds(200), x: 65, icon: "lessons-icon")
        scheduler.expectNothingPending()
    }

    @Test func interrupt_dropsADeferredSelect_andASelectAfterItWaitsForTheUnlock() throws {
        let tabs: [TabID] = ["lessons", "archives", "search", "inbox"]
        let (presenter, view, scheduler) = try makeMotionSUT(tabs: tabs)
        presenter.didTap(slot: 1)
        try presenter.select(.tab("inbox"), animated: true)
        #expect(presenter.hasDeferredRequest)
        scheduler.advance(to: .milliseconds(100))
        presenter.didTap(slot: 2)
        #expect(!presenter.hasDeferredRequest)
        try presenter.select(.tab("lessons"))
        #expect(presenter.hasDeferredRequest)
        scheduler.advance(to: .milliseconds(300))
        view.skipReceived()

        scheduler.advance(to: .milliseconds(500))

        view.expect([
            .interaction(true),
            display(tabs, selection: .tab("lessons"), slot: 0),
            .content("lessons"),
            .curve(from: 243.75, to: 48.75, duration: .zero),
            .circle(x: 48.75, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
        ])
        scheduler.expectNothingPending()
    }

    @Test func whileLocked_hiddenDisabledAndVetoedTapsAreStillRejected_andTheMoveGoesOn() throws {
        let tabs: [TabID] = ["lessons", "archives", "search", "inbox"]
        let (presenter, view, scheduler) = try makeMotionSUT(tabs: tabs)
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        view.skipReceived()

        view.vetoed = [.tab("search")]
        presenter.didTap(slot: 2)
        try presenter.setEnabled(false, for: "inbox")
        presenter.didTap(slot: 3)
        presenter.setHidden(true)
        presenter.didTap(slot: 0)

        var shown = makeTabs(tabs)
        shown[3].isEnabled = false
        view.expect([
            .rejected(.tab("search"), reason: .vetoed),
            display(tabs: shown, selection: .tab("archives"), slot: 1),
            .rejected(.tab("inbox"), reason: .disabled),
            .bar(hidden: true),
            display(tabs: shown, selection: .tab("archives"), slot: 1, hidden: true),
            .rejected(.tab("lessons"), reason: .hidden),
        ])
        scheduler.advance(to: step)
        view.expect([
            .circle(x: 146.25, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 146.25, y: 0, alpha: 1, icon: "archives-icon", duration: step),
        ])
        scheduler.advance(to: wave)
        view.expect([.interaction(true)])
    }

    @Test func pickInTheSlotTheMoveHeadsTo_sendsNoCurve() throws {
        // maxVisible 3: lessons 65, archives 195, More 325 listing search, inbox, profile.
        let (presenter, view, scheduler) = try makeMotionSUT(tabs: fiveTabs, maxVisible: 3)
        presenter.didTap(.more)
        scheduler.advance(to: .milliseconds(100))
        view.skipReceived()

        presenter.didPick("inbox")

        view.expect([
            .selected(.tab("inbox"), previous: .more),
            .feedback,
            display(fiveTabs, selection: .tab("inbox"), slot: 2, maxVisible: 3),
            .content("inbox"),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        expectArrivalAndUnlock(
            view, scheduler, interruptedAt: .milliseconds(100), x: 325, icon: "inbox-icon")
    }

    @Test func layoutChangeAfterAnInterrupt_settlesAsEver() throws {
        let (presenter, view, scheduler) = try makeMotionSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        presenter.didTap(slot: 2)
        view.skipReceived()
        try presenter.didChangeLayout(TabBarLayout(width: 300))
        view.expect([
            display(selection: .tab("search"), slot: 2, layout: TabBarLayout(width: 300)),
            .curve(from: 250, to: 250, duration: .zero),
            .circle(x: 250, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
            .interaction(true),
        ])
        scheduler.expectNothingPending()
    }
}
