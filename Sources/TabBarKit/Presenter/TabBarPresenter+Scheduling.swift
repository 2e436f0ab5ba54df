/// The presenter, held weakly: what scheduled steps capture instead of the presenter itself.
@MainActor
final class WeakPresenter {
    weak var presenter: TabBarPresenter?

    init(_ presenter: TabBarPresenter) { self.presenter = presenter }
}

extension TabBarPresenter {
    /// Schedules a step through the scheduler and tracks it, so that it can be cancelled on
    /// interruption (animation steps) or when the presenter goes away (every step).
    ///
    /// The returned token is the presenter's own step id (what ``ChoreographyStage`` hands
    /// out). Every step not yet run is tracked here and cancelled when the presenter goes away;
    /// the scheduled closure still reaches the presenter only through its weak ``owner`` box, so
    /// a step that fires anyway (a scheduler that ignores a cancel, or a release off the main
    /// actor while the isolated `deinit` waits its turn) does nothing instead of touching a freed
    /// presenter. One box serves every step, so no step allocates a weak reference of its own.
    @discardableResult
    func scheduleStep(
        after delay: Duration, isAnimation: Bool, _ step: @escaping @MainActor (ChoreographyStage) -> Void
    ) -> ScheduledToken {
        nextStepID &+= 1
        let id = nextStepID
        let placeholder = ScheduledToken(rawValue: 0)
        // Track first: an immediate scheduler may run the step before `schedule` returns.
        if isAnimation { animationSteps[id] = placeholder } else { timers[id] = placeholder }
        let token = scheduler.schedule(after: delay) { [owner] in
            guard let self = owner.presenter else { return }
            let wasPending =
                isAnimation
                ? self.animationSteps.removeValue(forKey: id) != nil
                : self.timers.removeValue(forKey: id) != nil
            guard wasPending else { return }
            step(ChoreographyStage(presenter: self))
        }
        // Swap the placeholder for the token, unless the step has run already.
        if isAnimation {
            if let index = animationSteps.index(forKey: id) { animationSteps.values[index] = token }
        } else if let index = timers.index(forKey: id) {
            timers.values[index] = token
        }
        return ScheduledToken(rawValue: id)
    }

    /// Cancels a timer from ``ChoreographyStage/schedule(after:_:)`` that has not fired.
    func cancelStep(_ step: ScheduledToken) {
        guard let token = timers.removeValue(forKey: step.rawValue) else { return }
        scheduler.cancel(token)
    }

    /// Cancels the remaining steps of the running selection animation, the unlock included.
    func cancelAnimationSteps() {
        for token in animationSteps.values { scheduler.cancel(token) }
        animationSteps.removeAll(keepingCapacity: true)
    }

    /// The number of steps and timers this presenter has waiting.
    public var pendingStepCount: Int { animationSteps.count + timers.count }
}
