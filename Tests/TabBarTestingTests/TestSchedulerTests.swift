import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct TestSchedulerTests {
    @Test func advance_runsDueStepsInDueOrderThenInTheOrderScheduled() {
        let scheduler = TestScheduler()
        var ran: [String] = []
        var times: [Duration] = []
        func record(_ name: String) -> @MainActor () -> Void {
            {
                ran.append(name); times.append(scheduler.now)
            }
        }
        scheduler.schedule(after: .milliseconds(300), record("a"))
        scheduler.schedule(after: .milliseconds(100), record("b"))
        scheduler.schedule(after: .milliseconds(100), record("c"))
        scheduler.schedule(after: .zero, record("d"))

        scheduler.advance(by: .milliseconds(300))

        #expect(ran == ["d", "b", "c", "a"])
        #expect(times == [.zero, .milliseconds(100), .milliseconds(100), .milliseconds(300)])
        #expect(scheduler.now == .milliseconds(300))
        scheduler.expectNothingPending()
    }

    @Test func advance_runsStepsDueAtOrBeforeTheTargetOnly() {
        let scheduler = TestScheduler()
        var ran = 0
        scheduler.schedule(after: .milliseconds(200)) { ran += 1 }

        scheduler.advance(by: .milliseconds(199))
        #expect(ran == 0)
        #expect(scheduler.nextDueTime == .milliseconds(200))
        scheduler.advance(by: .milliseconds(1))

        #expect(ran == 1)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func advance_runsStepsScheduledByStepsWhenTheyFallInsideTheWindow() {
        let scheduler = TestScheduler()
        var ran: [String] = []
        scheduler.schedule(after: .milliseconds(100)) {
            ran.append("first")
            scheduler.schedule(after: .milliseconds(50)) { ran.append("inside") }
            scheduler.schedule(after: .zero) { ran.append("now") }
            scheduler.schedule(after: .milliseconds(200)) { ran.append("outside") }
        }
        scheduler.schedule(after: .milliseconds(100)) { ran.append("second") }

        scheduler.advance(to: .milliseconds(200))

        #expect(ran == ["first", "second", "now", "inside"])
        #expect(scheduler.nextDueTime == .milliseconds(300))
        scheduler.settle()
        #expect(ran == ["first", "second", "now", "inside", "outside"])
        #expect(scheduler.now == .milliseconds(300))
    }

    @Test func cancel_keepsAStepFromRunning_andIgnoresUnknownTokens() {
        let scheduler = TestScheduler()
        var ran: [String] = []
        let token = scheduler.schedule(after: .milliseconds(10)) { ran.append("cancelled") }
        scheduler.schedule(after: .milliseconds(10)) { ran.append("kept") }

        scheduler.cancel(token)
        scheduler.cancel(token)
        scheduler.cancel(ScheduledToken(rawValue: 999))
        scheduler.settle()

        #expect(ran == ["kept"])
    }

    @Test func negativeDelay_countsAsZero() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(1))
        var ran = false
        scheduler.schedule(after: .seconds(-5)) { ran = true }

        #expect(scheduler.nextDueTime == .seconds(1))
        scheduler.advance()
        #expect(ran)
    }

    @Test func settle_runsEverythingAndEndsAtTheLastDueTime() {
        let scheduler = TestScheduler()
        var count = 0
        func chain(_ left: Int) {
            count += 1
            if left > 0 { scheduler.schedule(after: .milliseconds(250)) { chain(left - 1) } }
        }
        scheduler.schedule(after: .milliseconds(250)) { chain(3) }

        scheduler.settle()

        #expect(count == 4)
        #expect(scheduler.now == .milliseconds(1000))
        scheduler.expectNothingPending()
    }

    @Test func settle_thatNeverEnds_recordsAnIssueSayingWhatToLookFor() {
        let scheduler = TestScheduler()
        scheduler.exhaustivity = .off  // it never settles, by design
        func forever() { scheduler.schedule(after: .milliseconds(1)) { forever() } }
        forever()

        withKnownIssue {
            scheduler.settle(limit: 10)
        } matching: { issue in
            let text = text(of: issue)
            return text.hasPrefix("settle() ran 10 steps and work is still pending.")
                && text.contains("To fix, look for a step that schedules itself again on every run.")
        }
        #expect(scheduler.now == .milliseconds(10))
    }

    @Test func advanceToAnEarlierTime_recordsAnIssueAndChangesNothing() {
        let scheduler = TestScheduler()
        scheduler.advance(to: .milliseconds(500))

        withKnownIssue {
            scheduler.advance(to: .milliseconds(100))
        } matching: { issue in
            text(of: issue)
                == "Cannot advance to 0.1 seconds: the scheduler is already at 0.5 seconds. "
                + "To fix, advance to a later time."
        }
        #expect(scheduler.now == .milliseconds(500))
    }

    @Test func advanceByANegativeDuration_recordsAnIssue() {
        let scheduler = TestScheduler()

        withKnownIssue {
            scheduler.advance(by: .milliseconds(-1))
        } matching: { issue in
            text(of: issue).hasPrefix("Cannot advance by a negative duration")
                && text(of: issue).hasSuffix("To fix, advance by zero or more.")
        }
        #expect(scheduler.now == .zero)
    }

    @Test func expectNothingPending_listsTheDueTimesAndSaysHowToFix() {
        let scheduler = TestScheduler()
        scheduler.exhaustivity = .off  // the steps are left pending on purpose
        scheduler.schedule(after: .milliseconds(1500)) {}
        scheduler.schedule(after: .milliseconds(200)) {}

        withKnownIssue {
            scheduler.expectNothingPending()
        } matching: { issue in
            text(of: issue) == """
                Expected nothing pending, but 2 step(s) are scheduled, due at 0.2s, 1.5s.

                To fix, advance the scheduler past them (advance(by:) or settle()) and assert what they send.
                """
        }
    }
}
