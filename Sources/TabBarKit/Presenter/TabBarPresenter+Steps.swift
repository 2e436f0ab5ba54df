// What the presenter schedules: every step and timer of its choreographies and the end of its
// lock, each recorded here by the presenter's own number, with the scheduler's token, so that
// it can be cancelled when an animation is interrupted (steps) or when the presenter goes away
// (everything). The work itself lives only in the scheduler.

extension TabBarPresenter {
    /// One piece of work handed to the scheduler that has not run yet.
    struct PendingStep {
        let id: Int
        /// Whether it outlives interruptions (a choreography's timer) or belongs to the running
        /// selection animation.
        let isTimer: Bool
        /// The scheduler's token, once `schedule` has returned it.
        var token: ScheduledToken?
    }

    /// The stage the choreographies play on.
    var stage: ChoreographyStage { ChoreographyStage(host: stageHost) }

    /// Schedules `work`, recording it first. It reaches the presenter only through a weak
    /// reference, and runs as an event of its own (after the one being handled, if any).
    @discardableResult
    func schedule(
        after delay: Duration, isTimer: Bool, _ work: @escaping @MainActor (TabBarPresenter) -> Void
    )
        -> ScheduledToken
    {
        lastStepID += 1
        let id = lastStepID
        steps.append(PendingStep(id: id, isTimer: isTimer))
        isSchedulingStep = true
        let token = scheduler.schedule(after: delay, calling: { [weak self] _ in self?.runStep(id, work) })
        isSchedulingStep = false
        if let index = steps.firstIndex(where: { $0.id == id }) { steps[index].token = token }
        return token
    }

    /// Runs the step numbered `id`, unless it was cancelled.
    private func runStep(_ id: Int, _ work: @escaping @MainActor (TabBarPresenter) -> Void) {
        // A scheduler must never run work inside `schedule`: the presenter could not have
        // recorded where it stands. The step still runs, after the current event, so nothing is
        // corrupted, but the scheduler is broken and a debug build says so.
        assert(
            !isSchedulingStep,
            """
            \(type(of: scheduler)) ran a step inside schedule(after:calling:). A TabBarScheduler must \
            run work only after schedule returns (queue it, as VirtualScheduler does); see TabBarScheduler.
            """)
        handleEvent { [self] in
            guard let index = steps.firstIndex(where: { $0.id == id }) else { return }
            steps.remove(at: index)
            work(self)
        }
    }

    /// Cancels a choreography's timer that has not fired; any other token is ignored.
    func cancelTimer(_ token: ScheduledToken) {
        guard let index = steps.firstIndex(where: { $0.isTimer && $0.token == token }) else { return }
        steps.remove(at: index)
        scheduler.cancel(token)
    }

    /// Cancels, and forgets, every pending step for which `isIncluded` holds.
    func cancelSteps(where isIncluded: (PendingStep) -> Bool) {
        for step in steps where isIncluded(step) {
            if let token = step.token { scheduler.cancel(token) }
        }
        steps.removeAll(where: isIncluded)
    }
}

/// The presenter as its choreographies' stages see it, held weakly: a stage, or a step, kept
/// after the presenter has gone does nothing.
@MainActor
final class PresenterStageHost: ChoreographyHost {
    weak var presenter: TabBarPresenter?

    var now: Duration { presenter?.scheduler.now ?? .zero }

    func send(_ animation: TabBarAnimation) { presenter?.send(animation) }

    func send(_ update: TabBarUpdate) { presenter?.send(update) }

    func schedule(
        _ step: @escaping @MainActor (ChoreographyStage) -> Void, after delay: Duration, isTimer: Bool
    )
        -> ScheduledToken?
    {
        presenter?.schedule(after: delay, isTimer: isTimer) { step($0.stage) }
    }

    func cancelTimer(_ token: ScheduledToken) { presenter?.cancelTimer(token) }
}
