import TabBarKit

/// A scheduler that records a test issue whenever it is used: inject it where time must not
/// matter, and the test fails if the code under test schedules anything or reads the time.
@MainActor
public final class UnimplementedScheduler: TabBarScheduler, PendingStepCounting {
    private let site: CallSite
    private var nextToken: UInt64 = 0
    private var issued: Set<ScheduledToken> = []

    /// Creates a scheduler; failures are reported at the creating line.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records an issue and returns zero.
    public var now: Duration {
        fail("UnimplementedScheduler.now was read. To fix, inject a TestScheduler if the code needs time.")
        return .zero
    }

    /// Records an issue and never runs `action`.
    @discardableResult
    public func schedule(
        after delay: Duration, calling handler: @escaping @MainActor (ScheduledToken) -> Void
    )
        -> ScheduledToken
    {
        fail(
            """
            UnimplementedScheduler.schedule(after: \(TestDescription.seconds(delay))) was called.

            To fix, inject a TestScheduler and advance it, or make sure this code path schedules nothing.
            """)
        nextToken += 1
        return issued.insert(ScheduledToken(rawValue: nextToken)).memberAfterInsert
    }

    /// Always zero: nothing it is given ever runs or waits.
    public var pendingCount: Int { 0 }

    /// Records an issue, unless `token` came from ``schedule(after:calling:)`` (which already
    /// recorded one): cancelling what was scheduled, as a presenter does when it goes away, is
    /// not reported twice.
    public func cancel(_ token: ScheduledToken) {
        guard issued.remove(token) == nil else { return }
        fail("UnimplementedScheduler.cancel(_:) was called. To fix, inject a TestScheduler.")
    }

    private func fail(_ message: String) { TestFailure.record(message, at: site) }
}
