/// A scheduler in virtual time: nothing runs until its owner moves time forward. Scripted
/// runs use it to play minutes of animation in microseconds; `TestScheduler` (TabBarTesting)
/// wraps it with test assertions.
///
/// When time advances to `T`, every step due at or before `T` runs, in due order and then in
/// the order scheduled, with ``now`` set to each step's due time; steps that schedule more
/// steps inside the window run too.
@MainActor
public final class VirtualScheduler: TabBarScheduler {
    private struct Entry {
        let due: Duration
        let token: ScheduledToken
        let action: @MainActor () -> Void
    }

    /// The clock and the waiting steps, in one value so that each operation on them is one
    /// access to the scheduler's storage (each access to a class's stored property is checked
    /// for exclusivity at run time).
    private struct Queue {
        var now: Duration = .zero
        /// Sorted by due time, then by the order scheduled.
        var entries: [Entry] = []
        var nextToken: UInt64 = 0

        mutating func add(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken
        {
            nextToken += 1
            let entry = Entry(
                due: now + max(delay, .zero), token: ScheduledToken(rawValue: nextToken), action: action)
            // A new entry goes after every entry due at the same time or earlier.
            var index = entries.count
            while index > 0, entries[index - 1].due > entry.due { index -= 1 }
            if index == entries.endIndex { entries.append(entry) } else { entries.insert(entry, at: index) }
            return entry.token
        }

        /// Takes out the first step if it is due at or before `instant` (or at all, for `nil`),
        /// moving the clock to its due time.
        mutating func takeFirst(dueBy instant: Duration?) -> Entry? {
            guard let due = entries.first?.due, instant.map({ due <= $0 }) ?? true else { return nil }
            now = due
            return entries.remove(at: 0)
        }
    }

    private var queue = Queue()

    /// The virtual time elapsed since the scheduler was created.
    public var now: Duration { queue.now }

    /// Creates a scheduler at time zero.
    public init() {}

    /// Schedules `action` at `now + delay` (a negative delay counts as zero).
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken {
        queue.add(after: delay, action)
    }

    /// Cancels a step that has not run; unknown or finished tokens are ignored.
    public func cancel(_ token: ScheduledToken) {
        if let index = queue.entries.firstIndex(where: { $0.token == token }) {
            queue.entries.remove(at: index)
        }
    }

    /// The number of steps waiting.
    public var pendingCount: Int { queue.entries.count }

    /// When each waiting step is due, in order.
    public var pendingDueTimes: [Duration] { queue.entries.map(\.due) }

    /// Moves time forward to `instant` (ignored if it lies in the past), running every step
    /// due at or before it.
    public func advance(to instant: Duration) {
        while let step = queue.takeFirst(dueBy: instant) { step.action() }
        queue.now = max(queue.now, instant)
    }

    /// Moves time forward by `duration` (negative durations count as zero).
    public func advance(by duration: Duration) { advance(to: now + max(duration, .zero)) }

    /// Runs pending steps, and the steps they schedule, until nothing is left or `limit`
    /// steps have run; time ends at the last step's due time. Returns whether everything ran.
    @discardableResult
    public func settle(limit: Int = 1_000_000) -> Bool {
        var steps = 0
        while steps < limit, let step = queue.takeFirst(dueBy: nil) {
            steps += 1
            step.action()
        }
        return queue.entries.isEmpty
    }
}
