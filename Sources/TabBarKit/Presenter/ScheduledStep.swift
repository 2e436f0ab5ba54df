/// One piece of work a presenter has handed to its scheduler and that has not run yet.
enum ScheduledStep {
    /// A later step of the running selection animation, from ``ChoreographyStage/after(_:_:)``.
    case animation(@MainActor (ChoreographyStage) -> Void)
    /// The end of the running selection animation's lock.
    case unlock
    /// A timer that outlives interruptions, from ``ChoreographyStage/schedule(after:_:)``.
    case timer(@MainActor (ChoreographyStage) -> Void)
    /// A timer that is handed its own token, from ``ChoreographyStage/schedule(after:calling:)``.
    case tokenTimer(@MainActor (ChoreographyStage, ScheduledToken) -> Void)

    /// Whether the step is a timer (which outlives interruptions and may be cancelled by its
    /// token).
    var isTimer: Bool {
        switch self {
        case .timer, .tokenTimer: true
        case .animation, .unlock: false
        }
    }

    /// Whether the step belongs to the running selection animation (and is cancelled when a
    /// layout change or new tabs interrupt it).
    var isAnimation: Bool { !isTimer }

    /// Runs the step, scheduled under `token`, on `stage`; the unlock is the presenter's own
    /// and is not run here.
    @MainActor func run(_ token: ScheduledToken, on stage: ChoreographyStage) {
        switch self {
        case .animation(let step), .timer(let step): step(stage)
        case .tokenTimer(let step): step(stage, token)
        case .unlock: break
        }
    }
}

/// What a presenter has scheduled and not yet run: usually a handful of entries (the
/// animation's steps, the unlock, an icon reset or two), in no particular order.
struct ScheduledSteps {
    /// One step and the scheduler's token for it.
    struct Entry {
        let token: ScheduledToken
        let step: ScheduledStep
    }

    private(set) var entries: [Entry] = []

    /// Records `step`, scheduled under `token`.
    mutating func add(_ step: ScheduledStep, token: ScheduledToken) {
        entries.append(Entry(token: token, step: step))
    }

    /// Takes out the entry of `token`; `nil` if it ran or was cancelled already.
    mutating func take(_ token: ScheduledToken) -> Entry? {
        guard let index = index(of: token) else { return nil }
        return remove(at: index)
    }

    /// Takes out the timer of `token`; `nil` if it fired or was cancelled already, or if the
    /// token is not a timer's (an animation step or the unlock is never cancelled this way).
    mutating func takeTimer(_ token: ScheduledToken) -> Entry? {
        guard let index = index(of: token), entries[index].step.isTimer else { return nil }
        return remove(at: index)
    }

    /// Removes the entry at `index` by moving the last one into its place: the table's order
    /// means nothing (the scheduler keeps the order in which steps run).
    private mutating func remove(at index: Int) -> Entry {
        entries.swapAt(index, entries.count - 1)
        return entries.removeLast()
    }

    /// Where the entry of `token` is: a plain loop, which the optimiser keeps free of the
    /// closure (and its actor check) that `firstIndex(where:)` would take from here.
    private func index(of token: ScheduledToken) -> Int? {
        for index in entries.indices where entries[index].token == token { return index }
        return nil
    }

    /// Forgets every entry `isIncluded` holds for.
    mutating func removeAll(where isIncluded: (Entry) -> Bool) {
        entries.removeAll(where: isIncluded)
    }
}
