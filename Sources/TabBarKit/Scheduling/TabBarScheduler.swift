/// Runs work later on the main actor; the presenter's only source of time.
///
/// Inject a real clock in apps (``ContinuousClockScheduler``) and virtual time in tests
/// (`TestScheduler` from TabBarTesting). Implementations must:
/// - run work due at the same time in the order it was scheduled;
/// - never run cancelled work, and treat cancelling finished or unknown work as a no-op;
/// - report ``now`` as the time elapsed since the scheduler started, never the wall clock.
@MainActor
public protocol TabBarScheduler: AnyObject {
    /// The time elapsed since the scheduler started.
    var now: Duration { get }
    /// Runs `action` once `delay` has passed and returns a token that cancels it.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken
    /// Cancels work that has not run yet.
    func cancel(_ token: ScheduledToken)
}
