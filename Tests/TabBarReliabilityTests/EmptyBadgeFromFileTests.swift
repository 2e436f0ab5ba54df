import TabBarKit
import TabBarManifest
import TabBarRendering
import TabBarScript
import TabBarTesting
import Testing

/// An empty badge read from a manifest or a state file is no badge, as one set through the API
/// is (the behaviour contract, <doc:BehaviorContract#Model>: "badge (string; empty = none)"), so clearing it sends
/// nothing (an unchanged badge sends nothing). Issue 31, item 2: both files used to keep it as
/// a badge, and `badge a none` then sent a `display` that showed nothing new.
@Suite(.tabBarChecks)
@MainActor
struct EmptyBadgeFromFileTests {
    /// The messages each command of `script` sends, one list per command, after the start.
    private func play(_ script: String, manifest: String, state: String = "{}") throws -> [[TabBarMessage]] {
        let configuration = try ManifestDecoder.decode(Array(manifest.utf8), path: "tabs.json")
        let parsed = try ScriptParser.parse(
            script, source: "script", configuration: configuration,
            readState: { file in
                Result { () throws(ManifestError) in try StateDecoder.decode(Array(state.utf8), path: file) }
                    .mapError { StateFileProblem($0.description, isUnreadable: false) }
            })
        let renderer = TabBarRecorder()
        let runner = try ScriptRunner(
            configuration: configuration, renderer: renderer, scheduler: VirtualScheduler())
        runner.start()
        return parsed.steps.map { step in
            renderer.removeAll()
            runner.perform(step.command)
            return renderer.messages
        }
    }

    @Test func manifestEmptyBadge_isNone_soClearingItSendsNothing() throws {
        let sent = try play(
            "badge a none",
            manifest:
                #"{"tabs":[{"id":"a","title":"A","icon":"ia","badge":""},{"id":"b","title":"B","icon":"ib"}]}"#
        )

        #expect(sent == [[]])
    }

    @Test func restoredEmptyBadge_isNone_inTheDisplayTheModelAndTheStateGivenBack() throws {
        let sent = try play(
            "restore s.json; state; badge a none",
            manifest: #"{"tabs":[{"id":"a","title":"A","icon":"ia"},{"id":"b","title":"B","icon":"ib"}]}"#,
            state: #"{"selection":"a","order":["a","b"],"badges":{"a":""},"disabled":[],"hidden":false}"#)

        try #require(sent.count == 3)
        let display = try #require(
            sent[0].lazy.compactMap { message -> TabBarDisplay? in
                guard case .display(let display) = message else { return nil }
                return display
            }.first)
        #expect(display.tabs.map(\.badge) == [nil, nil])
        #expect(display.items.map(\.badge) == [nil, nil])
        if case .state(let state) = sent[1].first {
            #expect(state.badges == [:])
        } else {
            Issue.record("Expected the state, got \(sent[1])")
        }
        #expect(sent[2] == [], "badge a none after the restore")
    }
}
