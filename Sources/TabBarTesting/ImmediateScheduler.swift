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
public final class ImmediateScheduler: TabBarScheduler, PendingStepCounting {
    /// Holds the steps, every one due at zero: first in, first run.
    private let queue = VirtualScheduler()

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
        queue.schedule(after: .zero, calling: handler)
    }

    /// Cancels a step that has not run; finished or unknown tokens are ignored.
    public func cancel(_ token: ScheduledToken) { queue.cancel(token) }

    /// The number of steps waiting for ``run(limit:)``.
    public var pendingCount: Int { queue.pendingCount }

    /// Runs every waiting step, and the steps they schedule, in the order scheduled, until
    /// nothing is left or `limit` steps have run (something reschedules itself forever).
    /// Returns whether everything ran.
    @discardableResult
    public func run(limit: Int = 1_000_000) -> Bool { queue.settle(limit: limit) }
}
