import TabBarKit

/// The presenter figures: the cost of one settled tap, how it grows from 5 tabs to 50, and what
/// it allocates. The tap's cost is a budget that catches regressions (5 µs, a three-thousandth
/// of a 60 Hz frame), not a target: what an app feels is ``ClockFigures``. At 50 tabs a tap may
/// cost at most 1.5 times a tap at 5: work per tab (such as comparing every tab's state) may
/// take at most about half of the tap's own work; a per-tab cost that outweighs it, or anything
/// O(n²), misses.
@MainActor
struct TapFigures {
    let plan: BenchPlan

    func measure() throws(TabBarError) -> [Figure] {
        let sampler = Sampler(repetitions: plan.repetitions)
        let few = try TapWorkload(tabCount: 5)
        let many = try TapWorkload(tabCount: 50)
        let taps = plan.tapsPerRepetition
        let (fewTabs, manyTabs) = sampler.measure(
            operations: taps, { few.tap(times: taps) }, against: { many.tap(times: taps) })
        return [
            Figure(
                id: "tap_us", title: "tap, full choreography, settled (5 tabs)", value: fewTabs.wall * 1e6,
                unit: "µs", goal: .atMost(5),
                note: "CPU " + BenchReport.format(fewTabs.cpu * 1e6, unit: "µs"),
                cpu: fewTabs.cpu * 1e6),
            budgetFigure(few),
            Figure(
                id: "tap_50_ratio", title: "tap with 50 tabs / with 5 tabs",
                value: manyTabs.wall / fewTabs.wall, unit: "×", goal: .atMost(1.5),
                note: "50 tabs: " + BenchReport.format(manyTabs.wall * 1e6, unit: "µs") + "; CPU ratio "
                    + BenchReport.format(manyTabs.cpu / fewTabs.cpu, unit: "×"),
                cpu: manyTabs.cpu / fewTabs.cpu),
        ] + allocationFigures(few, many)
    }

    /// The settled tap's budget figure alone (`--only tap-budget`), on a workload of its own.
    func measureBudget() throws(TabBarError) -> [Figure] {
        [budgetFigure(try TapWorkload(tabCount: 5))]
    }

    /// The fastest of ``budgetBatch``'s short batches of taps on `workload`: what `.ci/budgets`
    /// judges against 5 µs, on CPU time.
    private func budgetFigure(_ workload: TapWorkload) -> Figure {
        let batch = Self.budgetBatch
        let best = Sampler.best(operations: batch.taps, batches: batch.count) {
            workload.tap(times: batch.taps)
        }
        return Figure(
            id: "tap_us_best", title: "that tap, the fastest of \(batch.count) batches of \(batch.taps)",
            value: best.wall * 1e6, unit: "µs", goal: .atMost(5),
            note: "CPU " + BenchReport.format(best.cpu * 1e6, unit: "µs")
                + "; what .ci/budgets judges: a busy machine slows some batches, not all",
            cpu: best.cpu * 1e6)
    }

    /// The short batches of taps whose fastest is the budget's figure: under a millisecond each,
    /// so that some run between two time slices of the machine's other processes.
    static let budgetBatch = (count: 1000, taps: 200)

    private func allocationFigures(_ workload: TapWorkload, _ large: TapWorkload) -> [Figure] {
        let taps = plan.allocationTaps
        let retainedTitle = "bytes retained per tap (\(taps.formatted) taps)"
        let transientTitle = "heap allocations per tap"
        let growthTitle = "heap allocations per tap, 50 tabs minus 5"
        guard AllocationProbe.isSupported else {
            return [
                .notMeasured(
                    id: "tap_retained_bytes", title: retainedTitle, unit: "B", goal: .atMost(0),
                    because: "needs glibc"),
                .notMeasured(
                    id: "tap_allocations", title: transientTitle, unit: "", goal: .none,
                    because: "needs glibc"),
                .notMeasured(
                    id: "tap_allocation_growth", title: growthTitle, unit: "", goal: .atMost(0),
                    because: "needs glibc"),
            ]
        }
        workload.tap(times: 1_000)  // warm-up: dictionaries and arrays at their steady capacity
        let result = AllocationProbe.measure { workload.tap(times: taps) }
        let retainedPerTap = Double(max(0, result.retainedBytes)) / Double(taps)
        large.tap(times: 1_000)
        let largeResult = AllocationProbe.measure { large.tap(times: 10_000) }
        let allocationsPerTap = Double(result.allocations) / Double(taps)
        return [
            Figure(
                id: "tap_retained_bytes", title: retainedTitle, value: retainedPerTap, unit: "B",
                goal: .atMost(0.01),
                note: "mallinfo2 in-use delta over the run: \(result.retainedBytes) B"),
            Figure(
                id: "tap_allocations", title: transientTitle,
                value: allocationsPerTap,
                unit: "", goal: .none,
                note: "malloc-family calls, counted in-process; all freed again"),
            Figure(
                id: "tap_allocation_growth", title: growthTitle,
                value: Double(largeResult.allocations) / 10_000 - allocationsPerTap, unit: "",
                goal: .atMost(0), note: "a tap allocates the same whatever the number of tabs"),
        ]
    }
}

extension Int {
    /// `1000000` as `1,000,000`.
    var formatted: String {
        let digits = Array(String(self))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index).isMultiple(of: 3) { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
