/// A scheduler on the real, monotonic clock, for apps and the live terminal demo.
///
/// Work runs on the main actor through Swift concurrency, so the process must be running the main
/// actor's executor (an `async` `main`, or an app's run loop). One task sleeps until the earliest due
/// time, then runs everything due in order (work due at the same time in the order it was
/// scheduled); nothing runs inside ``schedule(after:calling:)``. Due times saturate at
/// ``VirtualScheduler/maximumInstant``.
@MainActor
public final class ContinuousClockScheduler: TabBarScheduler {
    /// The longest the waking task sleeps in one go, so no deadline handed to the clock overflows.
    private static let longestSleep = Duration.seconds(86_400)
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var queue = ScheduleQueue()
    /// The task sleeping until the next due time, and that time.
    private var wake: (task: Task<Void, Never>, at: Duration)?

    /// Creates a scheduler whose time starts now.
    public init() { start = clock.now }
    /// The time elapsed since the scheduler was created.
    public var now: Duration { clock.now - start }

    /// Queues a call of `work` for `now + delay`, on the main actor, with the token returned here.
    @discardableResult
    public func schedule(after delay: Duration, calling work: @escaping @MainActor (ScheduledToken) -> Void)
        -> ScheduledToken
    {
        let token = queue.add(due: ScheduleQueue.instant(now, plus: delay), work)
        wakeForNextDue()
        return token
    }

    /// Cancels the work if it has not run yet.
    public func cancel(_ token: ScheduledToken) {
        queue.remove(token)
        if queue.nextDue == nil {
            wake?.task.cancel()
            wake = nil
        }
    }

    /// The number of pieces of work still waiting.
    public var pendingCount: Int { queue.entries.count }

    /// Makes sure a task wakes at the next due time (or sooner).
    private func wakeForNextDue() {
        guard let due = queue.nextDue else { return }
        if let wake, wake.at <= due { return }
        wake?.task.cancel()
        let at = min(due, ScheduleQueue.instant(now, plus: Self.longestSleep))
        let deadline = start + at
        let task = Task { @MainActor [weak self] in
            try? await Task.sleep(until: deadline, clock: ContinuousClock())
            guard !Task.isCancelled, let self else { return }
            self.wake = nil
            self.runDueWork()
        }
        wake = (task, at)
    }

    /// Runs everything due by now, in order, then waits for what is left.
    private func runDueWork() {
        let now = self.now
        while let entry = queue.takeFirst(dueBy: now) { entry.run() }
        wakeForNextDue()
    }

    isolated deinit { wake?.task.cancel() }
}
