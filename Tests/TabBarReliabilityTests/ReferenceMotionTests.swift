import TabBarKit
import TabBarReference
import Testing

/// The reference model's reading of the behaviour contract, <doc:BehaviorContract#Motion>, rule by rule, with exact messages and
/// virtual times: the oracle the randomised check holds the presenter to. Three tabs in a
/// 390-point bar: lessons at 65, archives at 195, search at 325 (radius 30, diameter 57).
///
/// Where the dip is mid-wave comes from Core Animation's curve; the values below were worked
/// out independently (60-digit decimal bisection of the Bézier (0.42, 0) (0.58, 1)), then
/// rounded to the nearest 0.001 pt as <doc:BehaviorContract#Motion> says: 65 + 130 · p(¼) = 81.791, 65 + 130 · p(¾) =
/// 178.209, 65 + 130 · p(0.9975) = 194.998, and 81.791 + 243.209 · p(¼) = 113.204.
struct ReferenceMotionTests {
    private func model(
        policy: TapPolicy = .interrupt, reduceMotion: Bool = false, animated: Set<TabID> = [],
        ids: [TabID] = ["lessons", "archives", "search"], maxVisible: Int = 5
    ) -> ReferenceModel {
        let tabs = ids.map { id in
            Tab(
                id: id, title: id.rawValue, icon: "\(id)-icon",
                animation: animated.contains(id) ? IconAnimation() : nil)
        }
        var model = ReferenceModel(
            configuration: TabBarConfiguration(
                tabs: tabs, maxVisible: maxVisible, tapPolicy: policy, reduceMotion: reduceMotion))
        _ = model.load()
        return model
    }

    private func lines(_ outcome: ReferenceOutcome) -> [String] {
        outcome.messages.map { message in
            if case .display(let display) = message { return "display \(display.selection)" }
            return MessageText.describe(message)
        }
    }

    private func curve(_ from: Double, _ to: Double, _ milliseconds: Int64 = 400) -> String {
        MessageText.describe(
            .curve(WaveCurve(from: from, to: to, radius: 30, duration: .milliseconds(milliseconds))))
    }

    private func circle(_ x: Double, _ y: Double, _ alpha: Double, _ icon: String, _ milliseconds: Int64)
        -> String
    {
        MessageText.describe(
            .circle(
                CircleMove(
                    x: x, y: y, alpha: alpha, diameter: 57, icon: icon, duration: .milliseconds(milliseconds))
            ))
    }

    private func selected(_ tab: Selection, _ previous: Selection) -> String {
        MessageText.describe(.selected(tab, previous: previous))
    }

    private func content(_ tab: TabID) -> String { MessageText.describe(.content(.tab(tab))) }

    private func interaction(_ isEnabled: Bool) -> String {
        MessageText.describe(.interaction(isEnabled: isEnabled))
    }

    /// The rest of an interrupt to `search` at `t`: the circle's arrival at t + 0.2 s, the unlock
    /// at t + 0.4 s.
    private func expectArrivalAndUnlock(
        _ model: inout ReferenceModel, at x: Double, icon: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(lines(model.wait(milliseconds: 199)) == [], sourceLocation: sourceLocation)
        #expect(
            lines(model.wait(milliseconds: 1)) == [circle(x, 30, 0, icon, 0), circle(x, 0, 1, icon, 200)],
            sourceLocation: sourceLocation)
        #expect(lines(model.wait(milliseconds: 199)) == [], sourceLocation: sourceLocation)
        #expect(model.isLocked, sourceLocation: sourceLocation)
        #expect(lines(model.wait(milliseconds: 1)) == [interaction(true)], sourceLocation: sourceLocation)
        #expect(!model.isLocked, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        // (ms after the first tap, the dip then, the circle then)
        (0, 65.0, (65.0, "lessons-icon")), (100, 81.791, (65.0, "lessons-icon")),
        (200, 130.0, (195.0, "archives-icon")), (300, 178.209, (195.0, "archives-icon")),
        (399, 194.998, (195.0, "archives-icon")),
    ])
    func interrupt_retargetsFromWhereTheBarIs(after: Int64, dip: Double, circleThen: (Double, String)) {
        var model = model()
        _ = model.tap(.tab("archives"))
        _ = model.wait(milliseconds: after)
        #expect(
            lines(model.tap(.tab("search"))) == [
                selected(.tab("search"), .tab("archives")), "feedback selection", "display search",
                content("search"),
                curve(dip, 325), circle(circleThen.0, 30, 0, circleThen.1, 200),
            ])
        expectArrivalAndUnlock(&model, at: 325, icon: "search-icon")
    }

    @Test func tapAt400ms_findsTheBarIdle() {
        var model = model()
        _ = model.tap(.tab("archives"))
        _ = model.wait(milliseconds: 400)
        #expect(
            lines(model.tap(.tab("search"))) == [
                selected(.tab("search"), .tab("archives")), "feedback selection", "display search",
                content("search"),
                interaction(false), curve(195, 325), circle(195, 30, 0, "archives-icon", 200),
            ])
    }

    @Test func interrupt_onTheTabTheMoveHeadsTo_isAReselect_andTheMoveGoesOn() {
        var model = model(animated: ["archives"])
        _ = model.tap(.tab("archives"))
        _ = model.wait(milliseconds: 100)
        #expect(
            lines(model.tap(.tab("archives"))) == [
                MessageText.describe(.reselected(.tab("archives"))),
                MessageText.describe(.input(IconInput(tab: "archives", name: "hover", value: true))),
            ])
        #expect(
            lines(model.wait(milliseconds: 100)) == [
                circle(195, 30, 0, "archives-icon", 0), circle(195, 0, 1, "archives-icon", 200),
            ])
        #expect(lines(model.wait(milliseconds: 200)) == [interaction(true)])
    }

    @Test func interrupt_backToTheOrigin_turnsTheWaveRound() {
        var model = model(animated: ["lessons"])
        _ = model.tap(.tab("archives"))
        _ = model.wait(milliseconds: 300)
        #expect(
            lines(model.tap(.tab("lessons"))) == [
                selected(.tab("lessons"), .tab("archives")), "feedback selection", "display lessons",
                content("lessons"),
                curve(178.209, 65), circle(195, 30, 0, "archives-icon", 200),
                MessageText.describe(.input(IconInput(tab: "lessons", name: "hover", value: true))),
            ])
        expectArrivalAndUnlock(&model, at: 65, icon: "lessons-icon")
    }

    @Test func interrupts_chain_eachFromWhereTheLastHadGot() {
        var model = model()
        _ = model.tap(.tab("archives"))
        _ = model.wait(milliseconds: 100)
        _ = model.tap(.tab("search"))
        _ = model.wait(milliseconds: 100)
        #expect(
            lines(model.tap(.tab("lessons"))) == [
                selected(.tab("lessons"), .tab("search")), "feedback selection", "display lessons",
                content("lessons"),
                curve(113.204, 65), circle(65, 30, 0, "lessons-icon", 200),
            ])
        expectArrivalAndUnlock(&model, at: 65, icon: "lessons-icon")
    }

    @Test func interrupt_dropsADeferredProgrammaticSelection_andOneMadeAfterItWaitsForTheUnlock() {
        var model = model(ids: ["lessons", "archives", "search", "inbox"])
        _ = model.tap(.tab("archives"))
        #expect(lines(model.select(.tab("inbox"), animated: true)) == [])
        #expect(model.deferred != nil)
        _ = model.wait(milliseconds: 100)
        _ = model.tap(.tab("search"))
        #expect(model.deferred == nil)
        #expect(lines(model.select(.tab("lessons"), animated: false)) == [])
        _ = model.wait(milliseconds: 200)
        #expect(
            lines(model.wait(milliseconds: 200)) == [
                interaction(true), "display lessons", content("lessons"),
                MessageText.describe(
                    .curve(WaveCurve(from: 243.75, to: 48.75, radius: 30, duration: .zero))),
                MessageText.describe(
                    .circle(
                        CircleMove(
                            x: 48.75, y: 0, alpha: 1, diameter: 57, icon: "lessons-icon", duration: .zero))),
            ])
    }

    @Test func interrupt_stillChecksHiddenDisabledAndVeto() {
        var model = model(ids: ["lessons", "archives", "search", "inbox"])
        _ = model.tap(.tab("archives"))
        _ = model.wait(milliseconds: 100)
        model.vetoed = [.tab("search")]
        #expect(
            lines(model.tap(.tab("search"))) == [
                MessageText.describe(.rejected(.tab("search"), reason: .vetoed))
            ])
        _ = model.setEnabled(false, for: "inbox")
        #expect(
            lines(model.tap(.tab("inbox"))) == [
                MessageText.describe(.rejected(.tab("inbox"), reason: .disabled))
            ])
        _ = model.setHidden(true)
        #expect(
            lines(model.tap(.tab("lessons"))) == [
                MessageText.describe(.rejected(.tab("lessons"), reason: .hidden))
            ])
        // None of them touched the move in flight.
        #expect(
            lines(model.wait(milliseconds: 100)) == [
                circle(146.25, 30, 0, "archives-icon", 0), circle(146.25, 0, 1, "archives-icon", 200),
            ])
    }

    @Test func interrupt_withinTheSlotTheMoveHeadsTo_sendsNoCurve() {
        // maxVisible 3: lessons 65, archives 195, More 325 listing search, inbox.
        var model = model(ids: ["lessons", "archives", "search", "inbox"], maxVisible: 3)
        _ = model.tap(.more)
        _ = model.wait(milliseconds: 100)
        #expect(
            lines(model.pick("inbox")) == [
                selected(.tab("inbox"), .more), "feedback selection", "display inbox", content("inbox"),
                circle(65, 30, 0, "lessons-icon", 200),
            ])
        expectArrivalAndUnlock(&model, at: 325, icon: "inbox-icon")
    }

    @Test func deferAndDrop_areUntouchedByInterrupting() {
        var deferring = model(policy: .defer)
        _ = deferring.tap(.tab("archives"))
        #expect(lines(deferring.tap(.tab("search"))) == [])
        var dropping = model(policy: .drop)
        _ = dropping.tap(.tab("archives"))
        #expect(
            lines(dropping.tap(.tab("search"))) == [
                MessageText.describe(.rejected(.tab("search"), reason: .busy))
            ])
    }

    // MARK: - Reduce Motion

    @Test func reduceMotion_showsEverySelectionAtOnce_neverLocks_andSendsNoInput() {
        var model = model(policy: .defer, reduceMotion: true, animated: ["archives"])
        let atOnce = [
            curve(65, 195, 0),
            MessageText.describe(
                .circle(
                    CircleMove(x: 195, y: 0, alpha: 1, diameter: 57, icon: "archives-icon", duration: .zero))),
        ]
        #expect(
            lines(model.tap(.tab("archives")))
                == [
                    selected(.tab("archives"), .tab("lessons")), "feedback selection", "display archives",
                    content("archives"),
                ]
                + atOnce)
        #expect(!model.isLocked && model.pendingCount == 0)
        #expect(lines(model.tap(.tab("archives"))) == [MessageText.describe(.reselected(.tab("archives")))])
        #expect(
            lines(model.select(.tab("search"), animated: true)) == [
                "display search", content("search"), curve(195, 325, 0),
                MessageText.describe(
                    .circle(
                        CircleMove(x: 325, y: 0, alpha: 1, diameter: 57, icon: "search-icon", duration: .zero)
                    )),
            ])
    }

    @Test func reduceMotion_hidesAndShowsAtOnce() {
        var model = model(reduceMotion: true)
        #expect(
            lines(model.setHidden(true)) == [
                MessageText.describe(.bar(BarVisibility(isHidden: true, duration: .zero))), "display lessons",
            ])
        _ = model.setReduceMotion(false)
        #expect(
            lines(model.setHidden(false)) == [
                MessageText.describe(.bar(BarVisibility(isHidden: false, duration: .milliseconds(300)))),
                "display lessons",
            ])
    }

    @Test func reduceMotion_turnedOnMidAnimation_settlesLikeALayoutChange() {
        var model = model(policy: .defer)
        _ = model.tap(.tab("archives"))
        _ = model.wait(milliseconds: 100)
        _ = model.tap(.tab("search"))  // deferred
        #expect(
            lines(model.setReduceMotion(true)) == [
                "display archives", curve(195, 195, 0),
                MessageText.describe(
                    .circle(
                        CircleMove(
                            x: 195, y: 0, alpha: 1, diameter: 57, icon: "archives-icon", duration: .zero))),
                interaction(true), selected(.tab("search"), .tab("archives")), "feedback selection",
                "display search",
                content("search"),
                curve(195, 325, 0),
                MessageText.describe(
                    .circle(
                        CircleMove(x: 325, y: 0, alpha: 1, diameter: 57, icon: "search-icon", duration: .zero)
                    )),
            ])
        #expect(model.pendingCount == 0)
    }

    @Test func reduceMotion_atRestOrUnchanged_sendsNothing() {
        var model = model()
        #expect(lines(model.setReduceMotion(false)) == [])
        #expect(lines(model.setReduceMotion(true)) == [])
        #expect(lines(model.setReduceMotion(true)) == [])
        #expect(lines(model.setReduceMotion(false)) == [])
    }

    @Test func reduceMotion_letsPendingResetsFire() {
        var model = model(animated: ["archives"])
        _ = model.tap(.tab("archives"))
        _ = model.wait(milliseconds: 400)
        _ = model.setReduceMotion(true)
        #expect(
            lines(model.wait(milliseconds: 1100)) == [
                MessageText.describe(.input(IconInput(tab: "archives", name: "hover", value: false)))
            ])
    }
}
