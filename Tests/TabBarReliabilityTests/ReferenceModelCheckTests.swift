import TabBarKit
import TabBarReference
import TabBarRendering
import Testing

@MainActor
struct ReferenceModelCheckTests {
    static let seed: UInt64 = 20_261_130
    static let sequences = 20_000

    /// 20,000 random sequences of every event kind: after every event the presenter sends
    /// exactly the messages the reference model (written from the behaviour contract) predicts.
    @Test func randomSequences_matchTheReferenceModel() {
        var generator = ScenarioGenerator(seed: Self.seed)
        for _ in 0..<Self.sequences {
            let scenario = generator.next()
            if let divergence = DifferentialRunner.firstDivergence(in: scenario) {
                Issue.record(
                    """
                    The presenter diverged from the reference model (shrunk):
                    \(Shrinker.shrink(divergence).report)
                    To fix, decide by the behaviour contract (TabBarKit's BehaviorContract article): fix the presenter or the reference model.
                    """)
                return
            }
        }
    }

    /// The same sequences reach every message kind and every rejection reason, so the check
    /// above is not vacuous.
    @Test func randomSequences_coverEveryKindAndReason() {
        var generator = ScenarioGenerator(seed: Self.seed)
        var kinds = Set<String>()
        var reasons = Set<RejectionReason>()
        var thrown = Set<RejectionReason>()
        var deferredHandled = 0
        var interrupts = 0
        var reducedMidAnimation = 0
        var reducedSelections = 0
        for _ in 0..<2_000 {
            let scenario = generator.next()
            var reference = ReferenceModel(configuration: scenario.configuration)
            var outcomes = [reference.load()]
            for event in scenario.events {
                let hadDeferred = reference.deferred != nil
                let wasLocked = reference.isLocked
                let outcome = DifferentialRunner.apply(event, to: &reference)
                outcomes.append(outcome)
                if hadDeferred, reference.deferred == nil { deferredHandled += 1 }
                let selects = outcome.messages.contains {
                    if case .message(.report(.selected)) = $0 { true } else { false }
                }
                if wasLocked, reference.tapPolicy == .interrupt, selects { interrupts += 1 }
                if wasLocked, event == .motion(reduced: true) { reducedMidAnimation += 1 }
                if reference.reduceMotion, selects { reducedSelections += 1 }
            }
            outcomes.append(reference.settle())
            for outcome in outcomes {
                if let reason = outcome.thrown { thrown.insert(reason) }
                for message in outcome.messages {
                    switch message {
                    case .display: kinds.insert("display")
                    case .message(let message):
                        kinds.insert(message.kind)
                        if case .report(.rejected(_, let reason)) = message { reasons.insert(reason) }
                    }
                }
            }
        }
        // `state` is printed on the owner's request (the script's `state`), never sent by a presenter.
        #expect(kinds == Set(TabBarMessage.allKinds).subtracting(["state"]))
        #expect(reasons == Set(RejectionReason.allCases))
        #expect(thrown == [.invalid, .disabled, .unavailable])
        #expect(deferredHandled > 100)
        // the behaviour contract, <doc:BehaviorContract#Motion>: interrupting taps, Reduce Motion turned on mid-animation, and
        // selections shown at once.
        #expect(interrupts > 100, "\(interrupts) interrupts")
        #expect(reducedMidAnimation > 10, "\(reducedMidAnimation) mid-animation")
        #expect(reducedSelections > 100, "\(reducedSelections) reduced selections")
    }

    /// A wrong prediction is caught and shrunk to the one event that shows it.
    @Test func divergence_isShrunkToAMinimalScript() throws {
        let tabs = [
            Tab(id: "a", title: "A", icon: "a"), Tab(id: "b", title: "B", icon: "b", isEnabled: false),
        ]
        let scenario = ReferenceScenario(
            configuration: TabBarConfiguration(tabs: tabs),
            events: [.wait(milliseconds: 100), .theme(.dark), .setEnabled("b", true), .tap(.tab("b"))])
        let divergence = try #require(
            DifferentialRunner.firstDivergence(
                in: scenario, mutate: { reference in reference.vetoed = [.tab("b")] }))
        let shrunk = Shrinker.shrink(divergence) { reference in reference.vetoed = [.tab("b")] }
        #expect(shrunk.scenario.script == "enable b\ntap b")
        #expect(shrunk.summary == "divergence at event 2 `tap b`")
    }
}
