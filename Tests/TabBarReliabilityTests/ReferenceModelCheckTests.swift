import TabBarKit
import TabBarReference
import Testing

@MainActor
struct ReferenceModelCheckTests {
    /// 20,000 random sequences of every event kind: after every event the presenter sends
    /// exactly the messages the reference model (written from behavior.md) predicts.
    @Test func randomSequences_matchTheReferenceModel() {
        var generator = ScenarioGenerator(seed: 20_261_130)
        for _ in 0..<20_000 {
            let scenario = generator.next()
            if let divergence = DifferentialRunner.firstDivergence(in: scenario) {
                Issue.record(
                    """
                    The presenter diverged from the reference model (shrunk):
                    \(Shrinker.shrink(divergence).report)
                    To fix, decide by behavior.md: fix the presenter or the reference model.
                    """)
                return
            }
        }
    }
}
