import TabBarKit

/// A scheduler that runs every step as soon as it is scheduled, for tests that care about
/// end states rather than timing. Time never moves (``now`` stays zero).
///
/// Steps scheduled while another step runs wait for it to finish, so steps never nest;
/// cancelling is a no-op, because nothing is ever left waiting.
@MainActor
public final class ImmediateScheduler: TabBarScheduler {
    private var queue: [@MainActor () -> Void] = []
    private var isDraining = false
    private var nextToken: UInt64 = 0

    /// Creates a scheduler.
    public init() {}

    /// Always zero.
    public var now: Duration { .zero }

    /// Runs `action` now (after the step that is running, if any).
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken {
        nextToken += 1
        queue.append(action)
        if !isDraining {
            isDraining = true
            while !queue.isEmpty { queue.removeFirst()() }
            isDraining = false
        }
        return ScheduledToken(rawValue: nextToken)
    }

    /// Does nothing: every step has already run.
    public func cancel(_ token: ScheduledToken) {}
}
