import TabBarKit
import TabBarRendering
import TabBarScript
import Testing

/// Random scripts never crash the parser or the runner.
@MainActor
struct ScriptRobustnessTests {
    @Test func randomScripts_parseOrFailWithAPosition_andRun() throws {
        let words = [
            "tap", "pick", "select", "wait", "resize", "theme", "badge", "enable", "disable", "remove",
            "insert",
            "hide", "show", "veto", "unveto", "lessons", "archives", "search", "inbox", "settings", "more",
            "animated", "0", "0.2", "0.45", "-1", "nan", "320", "landscape", "dark", "none", "\"x y\"", "\"",
            ";", "#", "\\", "news", "1", "99", "é", "\n",
        ]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var parsed = 0
        for _ in 0..<3_000 {
            let text = (0..<next(12)).map { _ in words[next(words.count)] }.joined(separator: " ")
            do {
                let script = try ScriptParser.parse(text, source: "fuzz", configuration: makeConfiguration())
                parsed += 1
                let scheduler = VirtualScheduler()
                let runner = try ScriptRunner(
                    configuration: makeConfiguration(), renderer: TabBarRecorder(), scheduler: scheduler)
                runner.run(script)
                #expect(scheduler.pendingCount == 0)
            } catch let error as ScriptError {
                #expect(error.line >= 1 && error.column >= 1)
                #expect(error.description.hasPrefix("fuzz:\(error.line):\(error.column): "))
            }
        }
        #expect(parsed > 100, "enough random scripts are valid to exercise the runner")
    }
}
