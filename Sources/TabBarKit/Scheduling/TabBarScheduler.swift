/// Runs work later on the main actor; the presenter's only source of time.
///
/// Inject a real clock in apps (``ContinuousClockScheduler``) and virtual time in tests (`TestScheduler`
/// from TabBarTesting). Every implementation guarantees, and the presenter relies on it:
/// - ``schedule(after:calling:)`` never runs its work before it returns, so the caller can record
///   the token first: the work runs later, on the main actor, once `delay` has passed (on a virtual
///   clock, when its owner moves time to or past the due time);
/// - work runs in due order, and work due at the same time in the order it was scheduled;
/// - cancelled work never runs, and cancelling finished or unknown work is a no-op;
/// - ``now`` is the time elapsed since the scheduler started, never the wall clock, and it
///   never goes backwards.
///
/// Most callers use ``schedule(after:_:)``, a plain closure on top of the one requirement:
///
/// ```swift
/// let token = scheduler.schedule(after: .milliseconds(400)) { unlock() }
/// pending.append(token)  // safe: `unlock()` cannot have run yet
/// ```
@MainActor
public protocol TabBarScheduler: AnyObject {
    /// The time elapsed since the scheduler started; it never goes backwards.
    var now: Duration { get }
    /// Calls `handler` on the main actor, with the token this call returns, once `delay` has
    /// passed (a negative delay counts as zero); never before this call returns.
    @discardableResult
    func schedule(after delay: Duration, calling handler: @escaping @MainActor (ScheduledToken) -> Void)
        -> ScheduledToken
    /// Cancels work that has not run yet; a finished or unknown token is ignored.
    func cancel(_ token: ScheduledToken)
}

extension TabBarScheduler {
    /// Runs `action` on the main actor once `delay` has passed (a negative delay counts as
    /// zero), never before this call returns, and returns a token that cancels it.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken {
        schedule(after: delay, calling: { _ in action() })
    }
}
