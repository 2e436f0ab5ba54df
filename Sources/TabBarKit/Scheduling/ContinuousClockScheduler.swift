/// A scheduler on the real, monotonic clock, for apps and the live terminal demo.
///
/// Work runs on the main actor through Swift concurrency, so the process must be running
/// the main actor's executor (an `async` `main`, or an app's run loop).
@MainActor
public final class ContinuousClockScheduler: TabBarScheduler {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var tasks: [ScheduledToken: Task<Void, Never>] = [:]
    private var nextToken: UInt64 = 0

    /// Creates a scheduler whose time starts now.
    public init() { start = clock.now }

    /// The time elapsed since the scheduler was created.
    public var now: Duration { clock.now - start }

    /// Sleeps until the deadline, then runs `action` unless it was cancelled.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken {
        nextToken += 1
        let token = ScheduledToken(rawValue: nextToken)
        let deadline = clock.now + max(delay, .zero)
        tasks[token] = Task { @MainActor [weak self] in
            try? await Task.sleep(until: deadline, clock: ContinuousClock())
            guard let self, self.tasks.removeValue(forKey: token) != nil else { return }
            action()
        }
        return token
    }

    /// Cancels the work if it has not run yet.
    public func cancel(_ token: ScheduledToken) {
        tasks.removeValue(forKey: token)?.cancel()
    }

    /// The number of pieces of work still waiting.
    public var pendingCount: Int { tasks.count }

    isolated deinit {
        for task in tasks.values { task.cancel() }
    }
}
