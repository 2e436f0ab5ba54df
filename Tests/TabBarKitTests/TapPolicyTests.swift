import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct TapPolicyTests {
    @Test func deferPolicy_tapWhileLocked_sendsNothingThenIsHandledRightAfterUnlock() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        scheduler.advance(to: .milliseconds(100))
        presenter.didTap(slot: 2)

        view.expectNoMessages()
        #expect(presenter.hasDeferredRequest)
        scheduler.advance(to: step)
        view.skipReceived()
        scheduler.advance(to: wave)
        view.expect([
            .interaction(true),
            .selected(.tab("search"), previous: .tab("archives")),
            .feedback,
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .interaction(false),
            .curve(from: 195, to: 325, duration: wave),
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: step),
        ])
        #expect(!presenter.hasDeferredRequest)
        scheduler.advance(to: .milliseconds(600))
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "search-icon", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: step),
        ])
        scheduler.advance(to: .milliseconds(800))
        view.expect([.interaction(true)])
        scheduler.expectNothingPending()
    }

    @Test func deferPolicy_latestTapWins_andTheReplacedOneIsDroppedWithoutReport() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: ["lessons", "archives", "search", "inbox"])
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.didTap(slot: 2)
        presenter.didTap(slot: 3)
        view.expectNoMessages()

        scheduler.advance(to: wave)
        let tabs: [TabID] = ["lessons", "archives", "search", "inbox"]
        view.expect([
            .circle(x: 146.25, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 146.25, y: 0, alpha: 1, icon: "archives-icon", duration: step),
            .interaction(true),
            .selected(.tab("inbox"), previous: .tab("archives")),
            .feedback,
            display(tabs, selection: .tab("inbox"), slot: 3),
            .content("inbox"),
            .interaction(false),
            .curve(from: 146.25, to: 341.25, duration: wave),
            .circle(x: 146.25, y: 30, alpha: 0, icon: "archives-icon", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 341.25, y: 30, alpha: 0, icon: "inbox-icon", duration: .zero),
            .circle(x: 341.25, y: 0, alpha: 1, icon: "inbox-icon", duration: step),
            .interaction(true),
        ])
        scheduler.expectNothingPending()
    }

    @Test func deferPolicy_deferredTapOnTheNewSelection_reselectsAfterUnlock() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["archives"])
        presenter.didTap(slot: 1)
        view.skipReceived()

        scheduler.advance(to: .milliseconds(300))
        presenter.didTap(slot: 1)
        view.skipReceived()

        scheduler.advance(to: wave)
        view.expect([.interaction(true), .reselected(.tab("archives")), .input("archives", true)])
        scheduler.advance(to: .milliseconds(1899))
        view.expectNoMessages()
        scheduler.advance(to: .milliseconds(1900))
        view.expect([.input("archives", false)])
        scheduler.expectNothingPending()
    }

    @Test func deferPolicy_deferredTapIsCheckedAgainFromTheTop() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        presenter.didTap(slot: 2)
        view.skipReceived()

        try presenter.setEnabled(false, for: "search")
        view.expect([
            display(tabs: disabling("search", in: threeTabs), selection: .tab("archives"), slot: 1)
        ])

        scheduler.advance(to: step)
        view.skipReceived()
        scheduler.advance(to: wave)
        view.expect([.interaction(true), .rejected(.tab("search"), reason: .disabled)])
        #expect(!presenter.hasDeferredRequest)
        scheduler.expectNothingPending()
    }

    @Test func deferPolicy_deferredTapWhileHiddenSinceThen_isRejectedHidden() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        presenter.didTap(slot: 2)
        presenter.setHidden(true)
        view.skipReceived()

        scheduler.settle()

        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
            .interaction(true),
            .rejected(.tab("search"), reason: .hidden),
        ])
        scheduler.expectNothingPending()
    }

    @Test func deferPolicy_deferredTapIsVetoedWhenHandled_notWhenDeferred() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        #expect(view.shouldSelectQuestions == [.tab("archives")])
        presenter.didTap(slot: 2)
        #expect(view.shouldSelectQuestions == [.tab("archives")])
        view.vetoed = [.tab("search")]
        scheduler.advance(to: step)
        view.skipReceived()

        scheduler.advance(to: wave)

        view.expect([.interaction(true), .rejected(.tab("search"), reason: .vetoed)])
        #expect(view.shouldSelectQuestions == [.tab("archives"), .tab("search")])
        scheduler.expectNothingPending()
    }

    @Test func deferPolicy_programmaticSelectionReplacesADeferredTap() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        presenter.didTap(slot: 2)
        view.skipReceived()

        try presenter.select(.tab("lessons"))
        view.expectNoMessages()

        scheduler.advance(to: step)
        view.skipReceived()
        scheduler.advance(to: wave)
        view.expect([
            .interaction(true),
            display(selection: .tab("lessons"), slot: 0),
            .content("lessons"),
            .curve(from: 195, to: 65, duration: .zero),
            .circle(x: 65, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
        ])
        scheduler.expectNothingPending()
    }

    @Test func tapAtTheCircleStepAndJustBeforeTheUnlock_isStillDeferred() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        scheduler.advance(to: step)
        presenter.didTap(slot: 2)
        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
        ])
        scheduler.advance(to: .milliseconds(399))
        presenter.didTap(slot: 0)
        view.expectNoMessages()

        scheduler.advance(to: wave)
        view.expect([
            .interaction(true),
            .selected(.tab("lessons"), previous: .tab("archives")),
            .feedback,
            display(selection: .tab("lessons"), slot: 0),
            .content("lessons"),
            .interaction(false),
            .curve(from: 195, to: 65, duration: wave),
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: step),
        ])
        scheduler.settle()
        view.skipReceived()
        scheduler.expectNothingPending()
    }

    @Test func dropPolicy_tapWhileLocked_isRejectedBusyAndNothingElse() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["search"], tapPolicy: .drop)
        presenter.didTap(slot: 1)
        view.skipReceived()

        scheduler.advance(to: .milliseconds(399))
        view.skipReceived()
        presenter.didTap(slot: 2)

        view.expect([.rejected(.tab("search"), reason: .busy)])
        #expect(!presenter.hasDeferredRequest)
        scheduler.advance(to: wave)
        view.expect([.interaction(true)])
        scheduler.expectNothingPending()
    }

    @Test func dropPolicy_disabledTapWhileLocked_isRejectedDisabledFirst() throws {
        let tabs = disabling("search", in: threeTabs)
        let (presenter, view, scheduler) = try makeSUT(tabs: tabs, tapPolicy: .drop)
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.didTap(slot: 2)

        view.expect([.rejected(.tab("search"), reason: .disabled)])
        scheduler.settle()
        view.skipReceived()
        scheduler.expectNothingPending()
    }

    @Test func dropPolicy_programmaticSelectionWhileLocked_isStillDeferred() throws {
        let (presenter, view, scheduler) = try makeSUT(tapPolicy: .drop)
        presenter.didTap(slot: 1)
        view.skipReceived()

        try presenter.select(.tab("search"), animated: false)

        view.expectNoMessages()
        scheduler.advance(to: step)
        view.skipReceived()
        scheduler.advance(to: wave)
        view.expect([
            .interaction(true),
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .curve(from: 195, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
        scheduler.expectNothingPending()
    }

    @Test func tapPolicy_canBeChangedAtRunTime() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.tapPolicy = .drop
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.didTap(slot: 2)

        view.expect([.rejected(.tab("search"), reason: .busy)])
        scheduler.settle()
        view.skipReceived()
    }
}

/// `ids` as plain tabs with `disabled` turned off.
func disabling(_ disabled: TabID..., in ids: [TabID]) -> [Tab] {
    makeTabs(ids).map { tab in
        var tab = tab
        if disabled.contains(tab.id) { tab.isEnabled = false }
        return tab
    }
}
