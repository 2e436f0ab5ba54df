// What the presenter schedules: every step and timer of its choreographies and the end of its
// lock, each known by the scheduler's token, so that it can be cancelled when an animation is
// interrupted (the steps of that animation) or when the presenter goes away (everything). The
// work itself lives only in the scheduler.

extension TabBarPresenter {
    /// One piece of work handed to the scheduler that has not run yet.
    struct PendingStep {
        /// The scheduler's token: the step's one id.
        let token: ScheduledToken
        /// Whether it outlives interruptions (a choreography's timer, such as an icon's reset)
        /// or is a step of the running selection animation, which an interruption cancels.
        let survivesInterruptions: Bool
    }

    /// The stage the choreographies play on.
    var stage: ChoreographyStage { ChoreographyStage(host: stageHost) }

    /// Schedules `work` and records it. The work reaches the presenter only through a weak
    /// reference and runs as an event of its own; what waits after it (the request its unlock
    /// released, the events that arrived meanwhile) is handled next, each only while the owner
    /// still holds the presenter: one that lets go in answer to the step's messages sees
    /// nothing new start.
    @discardableResult
    func schedule(
        after delay: Duration, survivingInterruptions: Bool,
        _ work: @escaping @MainActor (TabBarPresenter) -> Void
    ) -> ScheduledToken {
        isSchedulingStep = true
        let token = scheduler.schedule(after: delay) { [weak self] token in
            guard self?.runStep(token, work) == true else { return }
            while self?.handleNextEvent() == true {}
        }
        isSchedulingStep = false
        steps.append(PendingStep(token: token, survivesInterruptions: survivingInterruptions))
        return token
    }

    /// Runs the step with `token`, unless it was cancelled, and says whether it ran at once: a
    /// step that a scheduler runs from inside another event waits in the queue for that event to
    /// end (that event's caller then handles what follows).
    private func runStep(_ token: ScheduledToken, _ work: @escaping @MainActor (TabBarPresenter) -> Void)
        -> Bool
    {
        // A scheduler must never run work inside `schedule`: the step waits for the event being
        // handled, so nothing is corrupted, but the scheduler is broken and a debug build says so.
        assert(
            !isSchedulingStep,
            """
            \(type(of: scheduler)) ran a step inside schedule(after:calling:). A TabBarScheduler must \
            run work only after schedule returns (queue it, as VirtualScheduler does); see TabBarScheduler.
            """)
        guard !isHandlingEvent else {
            queuedEvents.append { $0.runStepNow(token, work) }
            return false
        }
        handleAlone { runStepNow(token, work) }
        return true
    }

    /// Runs the step with `token` now, unless it was cancelled.
    private func runStepNow(_ token: ScheduledToken, _ work: @MainActor (TabBarPresenter) -> Void) {
        guard let index = steps.firstIndex(where: { $0.token == token }) else { return }
        steps.remove(at: index)
        work(self)
    }

    /// Cancels a choreography's timer that has not fired; any other token is ignored.
    func cancelTimer(_ token: ScheduledToken) {
        guard let index = steps.firstIndex(where: { $0.survivesInterruptions && $0.token == token }) else {
            return
        }
        steps.remove(at: index)
        scheduler.cancel(token)
    }

    /// Cancels, and forgets, the steps of the running selection animation — and, when
    /// `survivingInterruptions` is true, every timer too (the presenter is going away).
    func cancelSteps(survivingInterruptions: Bool) {
        for step in steps where survivingInterruptions || !step.survivesInterruptions {
            scheduler.cancel(step.token)
        }
        steps.removeAll { survivingInterruptions || !$0.survivesInterruptions }
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
        _ step: @escaping @MainActor (ChoreographyStage) -> Void, after delay: Duration,
        survivingInterruptions: Bool
    ) -> ScheduledToken? {
        presenter?.schedule(after: delay, survivingInterruptions: survivingInterruptions) { step($0.stage) }
    }

    func cancelTimer(_ token: ScheduledToken) { presenter?.cancelTimer(token) }
}
