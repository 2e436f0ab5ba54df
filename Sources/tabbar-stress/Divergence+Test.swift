import TabBarCLI
import TabBarKit
import TabBarReference
import TabBarScript

extension Divergence {
    /// The shrunk script as a Swift test in the screen form (what `tabbar --emit-test
    /// swift-testing` prints for the reproduction), ready for a regression suite. It states what
    /// the presenter does now: correct the statements where the report above says it is wrong.
    @MainActor
    var regressionTest: String {
        var states: [String: TabBarState] = [:]
        for event in scenario.events {
            if case .restore(let state) = event { states["state\(states.count + 1).json"] = state }
        }
        do {
            let script = try ScriptParser.parse(
                scenario.script, source: "script", configuration: scenario.configuration,
                readState: { states[$0].map { .success($0) } ?? .failure(StateFileProblem("no such state")) })
            return try TestEmitter.file(
                for: script, configuration: scenario.configuration, runner: .swiftTesting)
        } catch {
            return "(no test: \(error))"
        }
    }
}
