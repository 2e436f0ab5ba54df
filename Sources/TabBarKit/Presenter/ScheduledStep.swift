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
