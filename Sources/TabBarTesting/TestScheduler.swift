import TabBarKit

/// A scheduler in virtual time for tests: `VirtualScheduler` (TabBarKit) plus assertions that
/// fail the running test (Swift Testing or XCTest) at the caller's line.
///
/// It is exhaustive: steps still pending at the end of the test that made it (see
/// ``TabBarChecksTrait`` for Swift Testing) fail the test, listed with their due times. Advance past them, or set
/// ``exhaustivity`` to ``Exhaustivity/off`` for a test that means to leave them.
///
/// When time advances to `T`, every step due at or before `T` runs, in due order and then in
/// the order scheduled, with ``now`` set to each step's due time.
///
/// ```swift
/// let scheduler = TestScheduler()
/// presenter.didTap(slot: 2)
/// scheduler.advance(by: .milliseconds(400))
/// scheduler.settle()
/// scheduler.expectNothingPending()
/// ```
@MainActor
public final class TestScheduler: TabBarScheduler, EndOfTestCheckable {
    private let clock = VirtualScheduler()
    /// The pending due times after the latest call: what the teardown check reports. Written
    /// only on the main actor; read by the teardown check, when no other reference is left.
    nonisolated(unsafe) private var leftDueTimes: [Duration] = []
    /// Where pending steps are reported: the latest call that moved time, else where it was made.
    nonisolated(unsafe) var site: CallSite
    private let entry: LedgerEntry
    /// Whether steps still pending when the scheduler goes away fail the test (by default they do).
    ///
    /// A presenter cancels its steps when it goes away, so a scheduler that outlives its presenter
    /// sees none of them: ``PresenterUnderTest`` runs this check before it lets the presenter go.
    public var exhaustivity: Exhaustivity {
        get { exhaustivitySetting }
        set { exhaustivitySetting = newValue }
    }
    nonisolated(unsafe) private var exhaustivitySetting = Exhaustivity.on

    /// Creates a scheduler at time zero; a teardown failure (steps left pending) is reported at
    /// this line.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column).inRunningTest
        entry = TestLedger.enroll("TestScheduler", site: site)
        entry.subject = self
    }

    // A plain deinit, not `isolated deinit` (see `TabBarViewSpy`).
    deinit { checkTeardown() }

    /// Settles what the scheduler has left (once): fails the test if steps are still pending
    /// (notes them with `.off(showSkipped: true)`; nothing with `.off`). ``PresenterUnderTest``
    /// calls it before it lets its presenter go, since a presenter cancels its steps then.
    nonisolated func checkTeardown() {
        entry.wentAway(leftovers: Self.leftovers(leftDueTimes, exhaustivitySetting, site))
    }

    /// What the end-of-test check reports for this scheduler now.
    func leftovers() -> [TestReport] { Self.leftovers(leftDueTimes, exhaustivitySetting, site) }

    nonisolated private static func leftovers(
        _ dues: [Duration], _ exhaustivity: Exhaustivity, _ site: CallSite
    ) -> [TestReport] {
        let times = dues.map(TestDescription.seconds).joined(separator: ", ")
        return TestReport.leftovers(
            dues.count, exhaustivity: exhaustivity, site: site,
            failure: """
                The test scheduler went away with \(dues.count) step(s) pending, due at \(times).

                To fix, advance past them (advance(by:) or settle()) and assert what they send, or set \
                exhaustivity = .off on a scheduler whose pending steps do not matter.
                """, note: "Skipped \(dues.count) pending step(s), due at \(times) (exhaustivity is off).")
    }

    private func noteLeft() { leftDueTimes = clock.pendingDueTimes }

    /// The virtual time elapsed since the scheduler was created.
    public var now: Duration { clock.now }

    /// Schedules a call of `handler` at `now + delay` (a negative delay counts as zero).
    @discardableResult
    public func schedule(
        after delay: Duration, calling handler: @escaping @MainActor (ScheduledToken) -> Void
    )
        -> ScheduledToken
    {
        defer { noteLeft() }
        return clock.schedule(after: delay, calling: handler)
    }

    /// Cancels a step that has not run.
    public func cancel(_ token: ScheduledToken) {
        clock.cancel(token)
        noteLeft()
    }

    /// The number of steps waiting.
    public var pendingCount: Int { clock.pendingCount }

    /// When the next step is due, if any is waiting.
    public var nextDueTime: Duration? { clock.pendingDueTimes.first }

    /// Moves time forward by `duration`, running every step due on the way.
    public func advance(
        by duration: Duration = .zero, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard duration >= .zero else {
            TestFailure.record(
                "Cannot advance by a negative duration (\(duration)). To fix, advance by zero or more.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        advance(
            to: clock.instant(after: duration), fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    /// Moves time forward to `instant`, running every step due at or before it.
    public func advance(
        to instant: Duration, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard instant >= now else {
            TestFailure.record(
                "Cannot advance to \(instant): the scheduler is already at \(now). To fix, advance to a later time.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        clock.advance(to: instant)
        noteLeft()
    }

    /// Runs every pending step, and the steps they schedule, until nothing is left; time ends
    /// at the last step's due time. Records an issue if work is still pending after `limit`
    /// steps (something reschedules itself forever).
    public func settle(
        limit: Int = 1_000_000, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        defer { noteLeft() }
        guard !clock.settle(limit: limit) else { return }
        TestFailure.record(
            """
            settle() ran \(limit) steps and work is still pending.

            To fix, look for a step that schedules itself again on every run.
            """,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records an issue listing the pending steps' due times unless nothing is scheduled.
    public func expectNothingPending(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let dues = clock.pendingDueTimes
        guard !dues.isEmpty else { return }
        TestFailure.record(
            """
            Expected nothing pending, but \(dues.count) step(s) are scheduled, due at \
            \(dues.map(TestDescription.seconds).joined(separator: ", ")).

            To fix, advance the scheduler past them (advance(by:) or settle()) and assert what they send.
            """,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
