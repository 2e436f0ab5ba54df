import TabBarKit
import TabBarManifest
import TabBarReference
import TabBarRendering
import TabBarScript
import Testing

/// The reproductions a divergence prints are real: the manifest decodes, the script parses,
/// and played by `ScriptRunner` (what `tabbar --script` runs) they produce exactly the
/// messages the reference model predicts for the same events.
@MainActor
struct ScriptReproductionTests {
    @Test func reproductionScripts_playLikeTheReferenceModel() throws {
        var generator = ScenarioGenerator(seed: 5_150)
        for _ in 0..<2_000 {
            var scenario = generator.next()
            scenario.events.removeAll {
                switch $0 {
                case .load, .tapSlot, .restore: true
                default: false
                }
            }
            let configuration = try ManifestDecoder.decode(Array(scenario.manifest.utf8), path: "repro.json")
            #expect(configuration == scenario.configuration, "\(scenario.manifest)")
            let script = try ScriptParser.parse(
                scenario.script, source: "script", configuration: configuration)

            let renderer = TabBarRecorder()
            try ScriptRunner.play(script, configuration: configuration, renderer: renderer)

            var reference = ReferenceModel(configuration: configuration)
            var expected = reference.load().messages
            for event in scenario.events {
                let outcome = DifferentialRunner.apply(event, to: &reference)
                expected += outcome.messages
                if let reason = outcome.thrown {
                    expected.append(.message(.rejected(Self.rejectedTarget(of: event), reason: reason)))
                }
            }
            expected += reference.settle().messages
            let actual = renderer.messages.map(ObservedMessage.init)
            guard actual != expected else { continue }
            let index =
                zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actual.count, expected.count)
            Issue.record(
                """
                The script played differently from the reference model at message \(index + 1):
                expected: \(index < expected.count ? MessageText.describe(expected[index]) : "nothing")
                actual:   \(index < actual.count ? MessageText.describe(actual[index]) : "nothing")
                \(scenario.reproduction)
                """)
            return
        }
    }

    /// What the runner names when a programmatic call of `event` is refused.
    static func rejectedTarget(of event: ReferenceEvent) -> Selection? {
        switch event {
        case .select(let target, _): target
        case .badge(let id, _), .setEnabled(let id, _), .remove(let id), .insert(_, let id, _, _),
            .dotBadge(let id):
            .tab(id)
        default: nil
        }
    }
}
