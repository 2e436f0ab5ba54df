/// One piece of work a presenter has handed to its scheduler and that has not run yet.
enum ScheduledStep {
    /// A later step of the running selection animation, from ``ChoreographyStage/after(_:_:)``
    /// or ``ChoreographyStage/after(_:calling:)``.
    case animation(ChoreographyWork)
    /// The end of the running selection animation's lock.
    case unlock
    /// A timer that outlives interruptions, from ``ChoreographyStage/schedule(after:_:)`` or
    /// ``ChoreographyStage/schedule(after:calling:)``.
    case timer(ChoreographyWork)

    /// Whether the step belongs to the running selection animation (and is cancelled when a
    /// layout change or new tabs interrupt it).
    var isAnimation: Bool {
        if case .timer = self { false } else { true }
    }
}

/// What a choreography's step or timer runs: a closure handed the stage, and, in the
/// `calling:` forms, the step's own token.
enum ChoreographyWork {
    /// Handed the stage.
    case plain(@MainActor (ChoreographyStage) -> Void)
    /// Handed the stage and the step's token.
    case handed(@MainActor (ChoreographyStage, ScheduledToken) -> Void)

    /// Runs the work of the step scheduled under `token` on `stage`.
    @MainActor func run(_ token: ScheduledToken, on stage: ChoreographyStage) {
        switch self {
        case .plain(let step): step(stage)
        case .handed(let step): step(stage, token)
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
    mutating func add(_ step: consuming ScheduledStep, token: ScheduledToken) {
        entries.append(Entry(token: token, step: consume step))
    }

    /// Takes out the entry of `token`; `nil` if it ran or was cancelled already.
    mutating func take(_ token: ScheduledToken) -> Entry? {
        guard let index = index(of: token) else { return nil }
        return remove(at: index)
    }

    /// Takes out the timer of `token`; `nil` if it fired or was cancelled already, or if the
    /// token is not a timer's (an animation step or the unlock is never cancelled this way).
    mutating func takeTimer(_ token: ScheduledToken) -> Entry? {
        guard let index = index(of: token), !entries[index].step.isAnimation else { return nil }
        return remove(at: index)
    }

    /// Removes the entry at `index`.
    private mutating func remove(at index: Int) -> Entry { entries.takeElement(at: index) }

    /// Where the entry of `token` is: a plain loop, which the optimiser keeps free of the
    /// closure (and its actor check) that `firstIndex(where:)` would take from here.
    private func index(of token: ScheduledToken) -> Int? {
        for index in entries.indices where entries[index].token == token { return index }
        return nil
    }

    /// Forgets every entry.
    mutating func removeAll() { entries.removeAll() }

    /// Forgets every entry `isIncluded` holds for.
    mutating func removeAll(where isIncluded: (Entry) -> Bool) {
        entries.removeAll(where: isIncluded)
    }
}
