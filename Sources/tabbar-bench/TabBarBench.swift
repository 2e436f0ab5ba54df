import Foundation
import TabBarKit

/// `tabbar-bench`: measures TabBarKit's presenter, renderers and script runner and prints
/// the medians against their targets. Reports only: it never fails because a figure missed.
@main
@MainActor
enum TabBarBench {
    static func main() async {
        let options: BenchOptions
        do {
            options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("tabbar-bench: \(error)\n".utf8))
            exit(64)
        }
        if options.showsHelp {
            print(BenchOptions.usage)
            return
        }
        let plan = options.isQuick ? BenchPlan.quick : BenchPlan.full
        var figures: [Figure] = []
        do {
            if options.measures("tap") {
                progress("presenter taps and allocations")
                figures += try TapFigures(plan: plan).measure()
                progress("taps on the real clock (ContinuousClockScheduler)")
                figures += try await ClockFigures(plan: plan).measure()
            }
            if options.only == "tap-budget" {
                progress("the settled tap's budget figure")
                figures += try TapFigures(plan: plan).measureBudget()
            }
            if options.measures("json") {
                progress("JSON renderer against JSONEncoder")
                figures += try JSONFigures(plan: plan).measure()
            }
            if options.measures("text") {
                progress("text frames")
                figures += try TextFigures(plan: plan).measure()
            }
            if options.measures("edit") {
                progress("tab edits at 5 and 50 tabs")
                figures += try EditFigures(plan: plan).measure()
            }
            if options.measures("script") {
                progress("script runner")
                figures += try ScriptFigures(plan: plan).measure()
            }
        } catch {
            FileHandle.standardError.write(Data("tabbar-bench: \(error)\n".utf8))
            exit(70)
        }
        let report = BenchReport(
            mode: options.isQuick ? "quick" : "full", machine: MachineDescription.current, figures: figures)
        if options.isJSON {
            do {
                print(try report.json())
            } catch {
                FileHandle.standardError.write(Data("tabbar-bench: \(error)\n".utf8))
                exit(70)
            }
        } else {
            print(report.table)
        }
        // Timings only report (a shared machine is too noisy to judge them); the facts that do
        // not depend on the machine's speed are checks. A ratio of two timings is judged on wall
        // time or, where a busy machine blurs it, on CPU time: a change of complexity misses both.
        let missedChecks = figures.filter { figure in
            Self.checks.contains(figure.id) && figure.meetsGoal == false
                && figure.cpu.flatMap(figure.goal.isMet(by:)) != true
        }
        if !missedChecks.isEmpty {
            let names = missedChecks.map(\.title).joined(separator: "; ")
            FileHandle.standardError.write(Data("tabbar-bench: check missed: \(names)\n".utf8))
            exit(1)
        }
    }

    /// The figures that are checks, not reports: what a tap retains; how a tap's allocations and
    /// cost, and an edit's cost (of the model, and through the presenter), grow with the number
    /// of tabs; and that the JSON renderer writes the values `JSONEncoder` writes.
    static let checks: Set<String> = [
        "tap_retained_bytes", "tap_allocation_growth", "tap_50_ratio", "edit_ratio", "presenter_edit_ratio",
        "json_same_values",
    ]

    /// Says on standard error what is being measured (standard output stays the report).
    private static func progress(_ step: String) {
        FileHandle.standardError.write(Data("tabbar-bench: measuring \(step)…\n".utf8))
    }
}
