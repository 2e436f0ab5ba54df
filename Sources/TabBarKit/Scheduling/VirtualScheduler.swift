/// A scheduler in virtual time: nothing runs until its owner moves time forward. Scripted runs
/// use it to play minutes of animation in microseconds; `TestScheduler` (TabBarTesting) wraps it.
///
/// Advancing time to `T` runs every step due at or before `T`, in due order and then in the order
/// scheduled, with ``now`` set to each step's due time; steps scheduled inside the window run too.
/// Time saturates at ``maximumInstant``, so no duration, however large, makes the scheduler trap.
@MainActor
public final class VirtualScheduler: TabBarScheduler {
    /// The latest instant the clock reaches, the largest duration whose seconds fit in an `Int64`
    /// (about 292 billion years): a later due time, or an advance past it, stops here.
    public nonisolated static let maximumInstant = Duration(
        secondsComponent: .max, attosecondsComponent: 999_999_999_999_999_999)

    /// The virtual time elapsed since the scheduler was created, at most ``maximumInstant``.
    public private(set) var now: Duration = .zero
    private var queue = ScheduleQueue()

    /// Creates a scheduler at time zero.
    public init() {}

    /// Calls `work`, with the token returned here, at `now + delay` (a negative delay counts as
    /// zero; the sum stops at ``maximumInstant``) once time is moved there or past, never here.
    @discardableResult
    public func schedule(after delay: Duration, calling work: @escaping @MainActor (ScheduledToken) -> Void)
        -> ScheduledToken
    {
        queue.add(due: instant(after: delay), work)
    }

    /// Cancels a step that has not run; unknown or finished tokens are ignored.
    public func cancel(_ token: ScheduledToken) { queue.remove(token) }
    /// The number of steps waiting.
    public var pendingCount: Int { queue.entries.count }
    /// When each waiting step is due, in order.
    public var pendingDueTimes: [Duration] { queue.entries.map(\.due) }

    /// Moves time forward to `instant` (ignored if it lies in the past; an instant past
    /// ``maximumInstant`` counts as it), running every step due at or before it.
    public func advance(to instant: Duration) {
        let instant = min(instant, Self.maximumInstant)
        while let step = takeFirst(dueBy: instant) { step.run() }
        now = max(now, instant)
    }

    /// Moves time forward by `duration` (a negative one counts as zero; stops at ``maximumInstant``).
    public func advance(by duration: Duration) { advance(to: instant(after: duration)) }
    /// The instant `duration` from now (a negative one counts as zero; at most ``maximumInstant``).
    public func instant(after duration: Duration) -> Duration { ScheduleQueue.instant(now, plus: duration) }

    /// Runs pending steps, and the steps they schedule, until nothing is left or `limit`
    /// steps have run; time ends at the last step's due time. Returns whether everything ran.
    @discardableResult
    public func settle(limit: Int = 1_000_000) -> Bool {
        for _ in 0..<max(limit, 0) {
            guard let step = takeFirst(dueBy: nil) else { return true }
            step.run()
        }
        return queue.entries.isEmpty
    }

    /// Takes out the first step due at or before `instant` (or at all, for `nil`), moving the
    /// clock to its due time.
    private func takeFirst(dueBy instant: Duration?) -> ScheduleQueue.Entry? {
        guard let step = queue.takeFirst(dueBy: instant) else { return nil }
        now = step.due
        return step
    }
}
