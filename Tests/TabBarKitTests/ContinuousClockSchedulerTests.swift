import TabBarKit
import Testing

/// The real-clock scheduler keeps the `TabBarScheduler` promises. Only zero delays, so the
/// tests wait for the main actor to run the work, never for the clock.
@MainActor
struct ContinuousClockSchedulerTests {
    @Test func schedule_runsNothingBeforeItReturns_thenRunsInTheOrderScheduled() async {
        let scheduler = ContinuousClockScheduler()
        var ran: [String] = []

        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            scheduler.schedule(after: .zero) { ran.append("first") }
            scheduler.schedule(after: .zero) { ran.append("second") }
            let cancelled = scheduler.schedule(after: .zero) { ran.append("cancelled") }
            scheduler.cancel(cancelled)
            scheduler.schedule(after: .zero) { done.resume() }
            #expect(ran.isEmpty)
            #expect(scheduler.pendingCount == 3)
        }

        #expect(ran == ["first", "second"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func cancelOfUnknownOrFinishedWork_isANoOp() async {
        let scheduler = ContinuousClockScheduler()
        var token: ScheduledToken?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            token = scheduler.schedule(after: .zero) { done.resume() }
        }

        scheduler.cancel(ScheduledToken(rawValue: 12_345))
        if let token { scheduler.cancel(token) }

        #expect(scheduler.pendingCount == 0)
    }

    @Test func hugeDelays_neverTrap_andNowNeverGoesBackwards() {
        let scheduler = ContinuousClockScheduler()
        let before = scheduler.now

        let token = scheduler.schedule(after: .seconds(Int64.max) * 18) {}
        scheduler.schedule(after: .seconds(Int64.min)) {}

        #expect(scheduler.now >= before)
        #expect(scheduler.pendingCount == 2)
        scheduler.cancel(token)
        #expect(scheduler.pendingCount == 1)
    }
}
