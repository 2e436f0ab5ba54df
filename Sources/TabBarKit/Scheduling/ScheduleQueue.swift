/// Work waiting in a scheduler, kept in the order it runs: by due time, then in the order it
/// was scheduled. ``VirtualScheduler`` and ``ContinuousClockScheduler`` both keep their work in
/// one, so both run it in the same order.
struct ScheduleQueue {
    /// One piece of waiting work.
    struct Entry {
        let due: Duration
        let token: ScheduledToken
        let work: @MainActor (ScheduledToken) -> Void

        /// Calls the work with the entry's token.
        @MainActor func run() { work(token) }
    }

    /// Sorted by due time, then by the order scheduled.
    private(set) var entries: [Entry] = []
    private var lastToken: UInt64 = 0
    /// The due time of the work that runs next, if any is waiting.
    var nextDue: Duration? { entries.first?.due }

    /// Adds `work`, due at `due`, after every entry due at the same time or earlier.
    mutating func add(due: Duration, _ work: @escaping @MainActor (ScheduledToken) -> Void)
        -> ScheduledToken
    {
        lastToken += 1
        let entry = Entry(due: due, token: ScheduledToken(rawValue: lastToken), work: work)
        let index = entries.lastIndex { $0.due <= due }.map { $0 + 1 } ?? 0
        entries.insert(entry, at: index)
        return entry.token
    }

    /// Removes the entry of `token`; an unknown token changes nothing.
    mutating func remove(_ token: ScheduledToken) { entries.removeAll { $0.token == token } }

    /// Takes out the first entry if it is due at or before `instant` (or at all, for `nil`).
    mutating func takeFirst(dueBy instant: Duration?) -> Entry? {
        guard let first = entries.first, instant.map({ first.due <= $0 }) ?? true else { return nil }
        return entries.removeFirst()
    }

    /// `instant + delay` (a negative delay counts as zero), saturating at ``VirtualScheduler/maximumInstant``
    /// instead of overflowing; `instant` must lie in `0 ... maximumInstant`.
    static func instant(_ instant: Duration, plus delay: Duration) -> Duration {
        guard delay > .zero else { return instant }
        // `maximumInstant - instant` cannot overflow while `instant` is in range.
        let maximum = VirtualScheduler.maximumInstant
        return delay >= maximum - instant ? maximum : instant + delay
    }
}
