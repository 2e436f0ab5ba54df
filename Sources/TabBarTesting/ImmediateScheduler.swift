import TabBarKit

/// A scheduler on which time stands still, for tests that care about end states rather than
/// timing: ``run(limit:)`` runs every waiting step at once, whatever its delay, in the order the
/// steps were scheduled. ``now`` stays zero.
///
/// Like every `TabBarScheduler` it never runs a step inside ``schedule(after:calling:)``: steps
/// wait until ``run(limit:)``, and steps scheduled while it runs run in the same call, after the
/// ones already waiting.
///
/// ```swift
/// let scheduler = ImmediateScheduler()
/// presenter.didTap(slot: 1)
/// scheduler.run()  // the whole choreography, the unlock and the icon's reset
/// #expect(presenter.pendingStepCount == 0)
/// ```
@MainActor
public final class ImmediateScheduler: TabBarScheduler {
    private var queue: [(token: ScheduledToken, handler: @MainActor (ScheduledToken) -> Void)] = []
    private var lastToken: UInt64 = 0

    /// Creates a scheduler.
    public init() {}

    /// Always zero.
    public var now: Duration { .zero }

    /// Queues `action` until the next ``run(limit:)``, ignoring `delay`.
    @discardableResult
    public func schedule(
        after delay: Duration, calling handler: @escaping @MainActor (ScheduledToken) -> Void
    )
        -> ScheduledToken
    {
        lastToken += 1
        let token = ScheduledToken(rawValue: lastToken)
        queue.append((token, handler))
        return token
    }

    /// Cancels a step that has not run; finished or unknown tokens are ignored.
    public func cancel(_ token: ScheduledToken) {
        queue.removeAll { $0.token == token }
    }

    /// The number of steps waiting for ``run(limit:)``.
    public var pendingCount: Int { queue.count }

    /// Runs every waiting step, and the steps they schedule, in the order scheduled, until
    /// nothing is left or `limit` steps have run (something reschedules itself forever).
    /// Returns whether everything ran.
    @discardableResult
    public func run(limit: Int = 1_000_000) -> Bool {
        var steps = 0
        while steps < limit, !queue.isEmpty {
            steps += 1
            let (token, handler) = queue.removeFirst()
            handler(token)
        }
        return queue.isEmpty
    }
}
