// What the presenter schedules: every step and timer of its choreographies and the end of its
// lock, each known by the scheduler's token, so that it can be cancelled when an animation is
// interrupted (the steps of that animation) or when the presenter goes away (everything). The
// work itself lives in the scheduler; a timer's is kept here too, so that it can be run when the
// presenter goes away.

extension TabBarPresenter {
    /// Which steps an interruption (a layout change, new tabs, an interrupting tap) cancels.
    enum StepKind {
        /// A step of the running selection animation: an interruption cancels it.
        case animation
        /// A choreography's timer, such as an icon's reset: it outlives interruptions, and runs at
        /// once when the presenter goes away, so that what it ends is ended.
        case timer
    }

    /// One piece of work handed to the scheduler that has not run yet.
    struct PendingStep {
        /// The scheduler's token: the step's one id.
        let token: ScheduledToken
        let kind: StepKind
        /// A timer's work, to run when the presenter goes away (``finishWhatWasStarted()``).
        var timer: StageStep?
    }

    /// The stage the choreographies play on.
    var stage: ChoreographyStage { ChoreographyStage(host: stageHost) }

    /// Schedules `work` and records it. When it fires it is an event like any other
    /// (``send(_:through:)``): it reaches the presenter only through the stage host's weak
    /// reference, and waits for the event being handled, if any.
    @discardableResult
    func schedule(after delay: Duration, as kind: StepKind, timer: StageStep? = nil, _ work: @escaping Work)
        -> ScheduledToken
    {
        isSchedulingStep = true
        let token = scheduler.schedule(after: delay) { [host = stageHost] token in
            // A scheduler must never run work inside `schedule`: the step waits for the event being
            // handled, so nothing is corrupted, but the scheduler is broken and a debug build says so.
            assert(host.presenter?.isSchedulingStep != true, "A TabBarScheduler ran a step inside schedule")
            Self.send(.step(token, work), through: host)
        }
        isSchedulingStep = false
        steps.append(PendingStep(token: token, kind: kind, timer: timer))
        return token
    }

    /// Runs the step with `token` now, unless it was cancelled.
    func runStep(_ token: ScheduledToken, _ work: Work) {
        guard let index = steps.firstIndex(where: { $0.token == token }) else { return }
        steps.remove(at: index)
        work(self)
    }

    /// Cancels a choreography's timer that has not fired; any other token is ignored.
    func cancelTimer(_ token: ScheduledToken) {
        guard let index = steps.firstIndex(where: { $0.kind == .timer && $0.token == token }) else { return }
        steps.remove(at: index)
        scheduler.cancel(token)
    }

    /// Cancels, and forgets, the steps of the running selection animation; timers go on.
    func cancelAnimationSteps() {
        for step in steps where step.kind == .animation { scheduler.cancel(step.token) }
        steps.removeAll { $0.kind == .animation }
    }

    /// What the presenter does as it goes away or is invalidated: nothing new starts (the stage
    /// host lets go of it, so no event that waits, step or stage reaches it), everything scheduled
    /// is cancelled and, if a selection was animating, `interaction true`: the view is left
    /// interactive. Then the choreographies' timers run at once, on a stage that reaches the view
    /// directly and schedules nothing, so that every icon input set to `true` gets its `false`
    /// and nothing outlives the presenter (<doc:BehaviorContract#Re-entrancy>). Doing it twice
    /// does nothing more.
    func finishWhatWasStarted() {
        stageHost.presenter = nil
        for step in steps { scheduler.cancel(step.token) }
        let timers = steps.compactMap(\.timer)
        steps = []
        if isLocked { unlock() }
        for timer in timers { timer(ChoreographyStage(host: StandaloneStageHost(view: view))) }
    }
}

/// The presenter as its choreographies' stages and its scheduled steps see it, held weakly: a
/// stage, or a step, kept after the presenter has gone does nothing.
@MainActor
final class PresenterStageHost: ChoreographyHost {
    weak var presenter: TabBarPresenter?

    var now: Duration { presenter?.scheduler.now ?? .zero }

    func send(_ animation: TabBarAnimation) { presenter?.send(animation) }

    func send(_ update: TabBarUpdate) { presenter?.send(update) }

    func schedule(_ step: @escaping StageStep, after delay: Duration, as kind: TabBarPresenter.StepKind)
        -> ScheduledToken?
    {
        presenter?.schedule(after: delay, as: kind, timer: kind == .timer ? step : nil) { step($0.stage) }
    }

    func cancelTimer(_ token: ScheduledToken) { presenter?.cancelTimer(token) }
}
