/// One piece of work a presenter has handed to its scheduler and that has not run yet.
enum ScheduledStep {
    /// A later step of the running selection animation, from ``ChoreographyStage/after(_:_:)``.
    case animation(@MainActor (ChoreographyStage) -> Void)
    /// The end of the running selection animation's lock.
    case unlock
    /// A timer that outlives interruptions, from ``ChoreographyStage/schedule(after:_:)``.
    case timer(@MainActor (ChoreographyStage) -> Void)

    /// Whether the step belongs to the running selection animation (and is cancelled when a
    /// layout change or new tabs interrupt it).
    var isAnimation: Bool {
        if case .timer = self { false } else { true }
    }
}

/// What a presenter has scheduled and not yet run, in the order scheduled: usually a
/// handful of entries (the animation's steps, the unlock, an icon reset or two).
struct ScheduledSteps {
    /// One step and the scheduler's token for it, under the presenter's own number.
    struct Entry {
        let number: UInt64
        let token: ScheduledToken
        let step: ScheduledStep
    }

    private(set) var entries: [Entry] = []

    /// Records `step`, scheduled under `token`.
    mutating func add(_ step: ScheduledStep, number: UInt64, token: ScheduledToken) {
        entries.append(Entry(number: number, token: token, step: step))
    }

    /// Takes out the entry numbered `number`; `nil` if it ran or was cancelled already.
    mutating func take(_ number: UInt64) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.number == number }) else { return nil }
        return entries.remove(at: index)
    }

    /// Takes out the timer numbered `number`; `nil` if it fired or was cancelled already, or if
    /// the number is not a timer's (an animation step or the unlock is never cancelled this way).
    mutating func takeTimer(_ number: UInt64) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.number == number }),
            case .timer = entries[index].step
        else { return nil }
        return entries.remove(at: index)
    }

    /// Forgets every entry `isIncluded` holds for.
    mutating func removeAll(where isIncluded: (Entry) -> Bool) {
        entries.removeAll(where: isIncluded)
    }
}
