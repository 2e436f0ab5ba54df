import TabBarKit
import Testing

/// The virtual clock saturates at `VirtualScheduler.maximumInstant` instead of trapping on an
/// overflow (#16, item 18).
@MainActor
struct VirtualSchedulerTests {
    @Test func advanceBy_theNineteenthInt64MaxSeconds_saturatesInsteadOfTrapping() {
        let scheduler = VirtualScheduler()

        for _ in 1...19 { scheduler.advance(by: .seconds(Int64.max)) }

        #expect(scheduler.now == VirtualScheduler.maximumInstant)
    }

    @Test func advanceBy_stopsAtTheMaximumInstantAndStaysThere() {
        let scheduler = VirtualScheduler()
        scheduler.advance(by: .seconds(Int64.max))
        #expect(scheduler.now == .seconds(Int64.max))

        scheduler.advance(by: .seconds(Int64.max))
        scheduler.advance(by: .seconds(Int64.max) * 18)
        scheduler.advance(by: .nanoseconds(1))

        #expect(scheduler.now == VirtualScheduler.maximumInstant)
    }

    @Test func maximumInstant_isTheLargestDurationWhoseSecondsFitInAnInt64() {
        let (seconds, attoseconds) = VirtualScheduler.maximumInstant.components

        #expect(seconds == .max)
        #expect(attoseconds == 999_999_999_999_999_999)
    }

    @Test func advanceTo_anInstantPastTheMaximum_endsAtTheMaximum() {
        let scheduler = VirtualScheduler()

        scheduler.advance(to: .seconds(Int64.max) * 18)

        #expect(scheduler.now == VirtualScheduler.maximumInstant)
    }

    @Test func advanceBy_negativeExtremes_countAsZero() {
        let scheduler = VirtualScheduler()
        scheduler.advance(by: .milliseconds(5))

        scheduler.advance(by: .seconds(Int64.min))
        scheduler.advance(by: .seconds(Int64.min) * 18)
        scheduler.advance(to: .seconds(Int64.min) * 18)

        #expect(scheduler.now == .milliseconds(5))
    }

    @Test func schedule_withAHugeDelay_isDueAtTheMaximumInstantAndRunsThere() {
        let scheduler = VirtualScheduler()
        var ran: [String] = []
        scheduler.advance(by: .seconds(1))

        scheduler.schedule(after: .seconds(Int64.max)) { ran.append("huge") }
        scheduler.schedule(after: .seconds(Int64.max) * 18) { ran.append("huger") }
        scheduler.schedule(after: .seconds(Int64.min)) { ran.append("negative") }

        #expect(scheduler.pendingDueTimes == [.seconds(1), .maximumInstant, .maximumInstant])
        scheduler.advance(by: .seconds(Int64.max) * 2)
        #expect(ran == ["negative", "huge", "huger"])
        #expect(scheduler.now == VirtualScheduler.maximumInstant)
    }

    @Test func schedule_atTheMaximumInstant_runsOnSettleInTheOrderScheduled() {
        let scheduler = VirtualScheduler()
        var ran: [Int] = []
        scheduler.advance(to: VirtualScheduler.maximumInstant)

        scheduler.schedule(after: .seconds(Int64.max)) { ran.append(1) }
        scheduler.schedule(after: .zero) { ran.append(2) }

        #expect(scheduler.settle())
        #expect(ran == [1, 2])
        #expect(scheduler.now == VirtualScheduler.maximumInstant)
    }

    @Test func schedule_neverRunsTheStepBeforeItReturns() {
        let scheduler = VirtualScheduler()
        var ran = false

        scheduler.schedule(after: .zero) { ran = true }

        #expect(!ran)
        scheduler.advance(by: .zero)
        #expect(ran)
    }
}

extension Duration {
    fileprivate static var maximumInstant: Duration { VirtualScheduler.maximumInstant }
}
