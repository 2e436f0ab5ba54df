/// The presenter, held weakly: what scheduled steps capture instead of the presenter itself.
/// One box serves every step, so a step's action captures one reference and a number, and
/// allocates no weak reference of its own.
@MainActor
final class WeakPresenter<Model: TabBarModel> {
    weak var presenter: TabBarPresenter<Model>?
}

extension TabBarPresenter: ChoreographyHost {
    /// Schedules `step` through the scheduler and records it in `steps`, so that it can be
    /// cancelled on interruption (animation steps) or when the presenter goes away (every step).
    ///
    /// The scheduler never runs the action before `schedule` returns, so the step is recorded
    /// before it can fire. The action reaches the presenter only through its weak `owner`
    /// box: a step that fires anyway (a scheduler that ignores a cancel, or a release off the
    /// main actor while the isolated `deinit` waits its turn) finds no presenter, or no entry,
    /// and does nothing.
    ///
    /// Returns the presenter's number for the step, as a token for `cancelTimer(_:)`.
    @discardableResult
    func schedule(_ step: ScheduledStep, after delay: Duration) -> ScheduledToken {
        let number = state.nextStepNumber()
        let token = scheduler.schedule(after: delay) { [owner] in owner.presenter?.runStep(number) }
        steps.add(step, number: number, token: token)
        return ScheduledToken(rawValue: number)
    }

    /// Runs the step numbered `number`, unless it was cancelled.
    private func runStep(_ number: UInt64) {
        guard let entry = steps.take(number) else { return }
        switch entry.step {
        case .animation(let step), .timer(let step): step(ChoreographyStage(host: self))
        case .unlock: unlock()
        }
    }

    /// Cancels a timer from ``ChoreographyStage/schedule(after:_:)`` that has not fired; any
    /// other token is ignored.
    func cancelTimer(_ token: ScheduledToken) {
        guard let entry = steps.takeTimer(token.rawValue) else { return }
        scheduler.cancel(entry.token)
    }

    /// Cancels the remaining steps of the running selection animation, the unlock included.
    func cancelAnimationSteps() {
        for entry in steps.entries where entry.step.isAnimation { scheduler.cancel(entry.token) }
        steps.removeAll { $0.step.isAnimation }
    }

    /// The scheduler's current time.
    var now: Duration { scheduler.now }

    /// Sends a wave, circle or bar message to the view.
    /// Notes where the dip and circle go first (only a moving curve needs its send time: the
    /// clock is not read for messages that place things at once).
    func send(_ animation: TabBarAnimation) {
        var time = Duration.zero
        if case .curve(let curve) = animation, curve.duration > .zero { time = scheduler.now }
        position.record(animation, at: time)
        view.animate(animation)
    }

    /// Sends an interaction, input or content message to the view.
    func send(_ update: TabBarUpdate) { view.update(update) }

    /// The number of steps and timers this presenter has waiting.
    public var pendingStepCount: Int { steps.entries.count }
}
