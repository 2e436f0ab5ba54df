import TabBarKit
import TabBarRendering
import TabBarScript

/// A long script played in virtual time: how many simulated seconds pass per wall second
/// when a 10,000-tap script goes through the script runner, the presenter and the JSON
/// renderer into a null sink.
@MainActor
struct ScriptFigures {
    let plan: BenchPlan

    func measure() throws -> [Figure] {
        let configuration = TabBarConfiguration(tabs: BenchTabs.make(count: 7))
        let text = Self.scriptText(taps: plan.scriptTaps)
        let clock = ContinuousClock()
        var script: Script?
        let parsing = try clock.measure {
            script = try ScriptParser.parse(text, source: "bench", configuration: configuration)
        }
        guard let script else { return [] }
        var simulated = Duration.zero
        var failure: TabBarError?
        let run = Sampler(repetitions: plan.repetitions).measure(operations: 1) {
            do throws(TabBarError) {
                let scheduler = VirtualScheduler()
                let renderer = JSONLinesRenderer(sink: NullSink())
                let runner = try ScriptRunner(
                    configuration: configuration, renderer: renderer, scheduler: scheduler)
                runner.run(script)
                renderer.finish()
                simulated = scheduler.now
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return [
            Figure(
                id: "script_speedup",
                title: "\(plan.scriptTaps.formatted)-tap script, simulated s per wall s",
                value: simulated.seconds / run.wall, unit: "×", goal: .atLeast(100_000),
                note: BenchReport.format(simulated.seconds, unit: "s") + " simulated in "
                    + BenchReport.format(run.wall * 1e3, unit: "ms") + "; parsing took "
                    + BenchReport.format(parsing.seconds * 1e3, unit: "ms"))
        ]
    }

    /// Taps round the visible tabs and the More slot, half a second apart, with a pick from
    /// the More list after each More tap.
    static func scriptText(taps: Int) -> String {
        var lines: [String] = []
        lines.reserveCapacity(taps * 2)
        for tap in 0..<taps {
            let slot = tap % 5
            if slot == 4 {
                lines.append("tap more")
                lines.append("wait 0.5")
                lines.append("pick tab-\(5 + tap % 2)")
            } else {
                lines.append("tap tab-\(slot)")
            }
            lines.append("wait 0.5")
        }
        return lines.joined(separator: "\n")
    }
}
