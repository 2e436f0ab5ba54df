import TabBarKit

/// A tap as an app has it: a presenter on ``ContinuousClockScheduler`` (the real, monotonic
/// clock, woken through Swift concurrency on the main actor) and a view that notes when each
/// message arrives. Two figures, each the median over the taps:
/// - how long after `didTap` the view has every message of the tap's first instant (they are
///   all sent before `didTap` returns);
/// - how late `interaction true` arrives against the 0.4 s it is due (the task's wake-up).
@MainActor
struct ClockFigures {
    let plan: BenchPlan

    func measure() async throws(TabBarError) -> [Figure] {
        let clock = ContinuousClock()
        let view = UnlockNotingView()
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: BenchTabs.make(count: 5)), view: view,
            scheduler: ContinuousClockScheduler())
        presenter.viewDidLoad()
        var firstInstant: [Double] = []
        var lateness: [Double] = []
        for tap in 0..<plan.clockTaps {
            let start = clock.now
            presenter.didTap(slot: 1 - tap % 2)
            firstInstant.append(Self.seconds(clock.now - start))
            let unlockedAt = await view.nextUnlock()
            lateness.append(Self.seconds(unlockedAt - start) - Self.seconds(TabBarMetrics.waveDuration))
        }
        let taps = "median of \(plan.clockTaps) taps"
        return [
            Figure(
                id: "clock_first_instant_us", title: "real clock: a tap's first-instant messages sent",
                value: Self.median(firstInstant) * 1e6, unit: "µs", goal: .atMost(1_000),
                note: "\(taps); display, content, curve, circle, input all inside didTap"),
            Figure(
                id: "clock_unlock_late_ms", title: "real clock: interaction true after its 0.4 s",
                value: Self.median(lateness) * 1e3, unit: "ms late", goal: .atMost(16.7),
                note: "\(taps); within a 60 Hz frame of the due time"),
        ]
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}

/// A view that drops every message but notes when `interaction true` arrives.
@MainActor
private final class UnlockNotingView: TabBarView {
    private var waiting: CheckedContinuation<ContinuousClock.Instant, Never>?

    /// Waits for the next `interaction true` and returns when it arrived.
    func nextUnlock() async -> ContinuousClock.Instant {
        await withCheckedContinuation { waiting = $0 }
    }

    func display(_ state: TabBarDisplay) {}
    func animate(_ animation: TabBarAnimation) {}
    func update(_ update: TabBarUpdate) {
        guard case .interaction(isEnabled: true) = update, let waiting else { return }
        self.waiting = nil
        waiting.resume(returning: ContinuousClock.now)
    }
}
