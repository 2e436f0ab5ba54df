/// Runs work later on the main actor; the presenter's only source of time.
///
/// Inject a real clock in apps (``ContinuousClockScheduler``) and virtual time in tests
/// (`TestScheduler` from TabBarTesting). Every implementation guarantees, and the presenter
/// relies on it:
/// - ``schedule(after:_:)`` never runs `action` before it returns: the action runs later, on
///   the main actor, once `delay` has passed (on a virtual clock, when its owner moves time to
///   or past the due time), so the caller can record the token before its work can start;
/// - work runs in due order, and work due at the same time in the order it was scheduled;
/// - cancelled work never runs, and cancelling finished or unknown work is a no-op;
/// - ``now`` is the time elapsed since the scheduler started, never the wall clock, and it
///   never goes backwards.
///
/// ```swift
/// let token = scheduler.schedule(after: .milliseconds(400)) { unlock() }
/// pending.append(token)  // safe: `unlock()` cannot have run yet
/// ```
@MainActor
public protocol TabBarScheduler: AnyObject {
    /// The time elapsed since the scheduler started; it never goes backwards.
    var now: Duration { get }
    /// Runs `action` on the main actor once `delay` has passed (a negative delay counts as
    /// zero), never before this call returns, and returns a token that cancels it.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken
    /// Cancels work that has not run yet; a finished or unknown token is ignored.
    func cancel(_ token: ScheduledToken)
}
