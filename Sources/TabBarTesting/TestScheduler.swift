import TabBarKit
import Testing

/// A scheduler in virtual time: nothing runs until the test moves time forward.
///
/// When time advances to `T`, every step due at or before `T` runs, in due order and then in
/// the order scheduled, with ``now`` set to each step's due time. Steps that schedule more
/// steps inside the window run too.
///
/// ```swift
/// let scheduler = TestScheduler()
/// presenter.didTap(slot: 2)
/// scheduler.advance(by: .milliseconds(400))
/// scheduler.settle()
/// scheduler.expectNothingPending()
/// ```
@MainActor
public final class TestScheduler: TabBarScheduler {
    private struct Entry {
        let due: Duration
        let sequence: UInt64
        let action: @MainActor () -> Void
    }

    /// The virtual time elapsed since the scheduler was created.
    public private(set) var now: Duration = .zero
    private var entries: [Entry] = []
    private var nextSequence: UInt64 = 0

    /// Creates a scheduler at time zero.
    public init() {}

    /// Schedules `action` at `now + delay` (a negative delay counts as zero).
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledToken {
        nextSequence += 1
        let entry = Entry(due: now + max(delay, .zero), sequence: nextSequence, action: action)
        // Keep entries sorted by (due, sequence); a new entry goes after every equal due time.
        let index = entries.lastIndex { $0.due <= entry.due }.map { $0 + 1 } ?? 0
        entries.insert(entry, at: index)
        return ScheduledToken(rawValue: nextSequence)
    }

    /// Cancels a step that has not run.
    public func cancel(_ token: ScheduledToken) {
        if let index = entries.firstIndex(where: { $0.sequence == token.rawValue }) {
            entries.remove(at: index)
        }
    }

    /// The number of steps waiting.
    public var pendingCount: Int { entries.count }

    /// When the next step is due, if any is waiting.
    public var nextDueTime: Duration? { entries.first?.due }

    /// Moves time forward by `duration`, running every step due on the way.
    public func advance(by duration: Duration = .zero, sourceLocation: SourceLocation = #_sourceLocation) {
        guard duration >= .zero else {
            Issue.record(
                "Cannot advance by a negative duration (\(duration)); time only moves forward.",
                sourceLocation: sourceLocation)
            return
        }
        advance(to: now + duration, sourceLocation: sourceLocation)
    }

    /// Moves time forward to `instant`, running every step due at or before it.
    public func advance(to instant: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
        guard instant >= now else {
            Issue.record(
                "Cannot advance to \(instant): the scheduler is already at \(now). To fix, advance to a later time.",
                sourceLocation: sourceLocation)
            return
        }
        while let first = entries.first, first.due <= instant {
            entries.removeFirst()
            now = first.due
            first.action()
        }
        now = instant
    }

    /// Runs every pending step, and the steps they schedule, until nothing is left; time
    /// ends at the last step's due time. Records an issue if work keeps scheduling more work
    /// past `limit` steps.
    public func settle(limit: Int = 1_000_000, sourceLocation: SourceLocation = #_sourceLocation) {
        var steps = 0
        while let first = entries.first {
            guard steps < limit else {
                Issue.record(
                    "settle() ran \(limit) steps and work is still pending; something reschedules itself forever.",
                    sourceLocation: sourceLocation)
                return
            }
            steps += 1
            entries.removeFirst()
            now = first.due
            first.action()
        }
    }

    /// Records an issue listing the pending steps' due times unless nothing is scheduled.
    public func expectNothingPending(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !entries.isEmpty else { return }
        let dues = entries.map { TestDescription.seconds($0.due) }.joined(separator: ", ")
        Issue.record(
            """
            Expected nothing pending, but \(entries.count) step(s) are scheduled, due at \(dues).

            To fix, advance the scheduler past them (advance(by:) or settle()) and assert what they send.
            """,
            sourceLocation: sourceLocation)
    }
}
