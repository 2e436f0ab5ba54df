import TabBarKit
import Testing

/// A scheduler that records a test issue whenever it is used: inject it where time must not
/// matter, and the test fails if the code under test schedules anything or reads the time.
@MainActor
public final class UnimplementedScheduler: TabBarScheduler {
    private let sourceLocation: SourceLocation
    private var nextToken: UInt64 = 0

    /// Creates a scheduler; issues are reported at `sourceLocation` (the creating line).
    public init(sourceLocation: SourceLocation = #_sourceLocation) {
        self.sourceLocation = sourceLocation
    }

    /// Records an issue and returns zero.
    public var now: Duration {
        Issue.record(
            "UnimplementedScheduler.now was read. To fix, inject a TestScheduler if the code needs time.",
            sourceLocation: sourceLocation)
        return .zero
    }

    /// Records an issue and never runs `action`.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken {
        Issue.record(
            """
            UnimplementedScheduler.schedule(after: \(TestDescription.seconds(delay))) was called.

            To fix, inject a TestScheduler and advance it, or make sure this code path schedules nothing.
            """,
            sourceLocation: sourceLocation)
        nextToken += 1
        return ScheduledToken(rawValue: nextToken)
    }

    /// Records an issue.
    public func cancel(_ token: ScheduledToken) {
        Issue.record(
            "UnimplementedScheduler.cancel(_:) was called. To fix, inject a TestScheduler.",
            sourceLocation: sourceLocation)
    }
}
