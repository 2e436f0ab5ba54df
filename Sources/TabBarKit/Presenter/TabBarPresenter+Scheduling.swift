/// What a presenter's scheduled steps reach it through. One link serves every step: the
/// handler the presenter gives its scheduler captures only the link, so scheduling a step
/// allocates nothing.
///
/// The link does not keep the presenter alive, and the presenter's `deinit` clears it before
/// anything else, so a step that fires after that finds no presenter. It is not a `weak`
/// reference because a weak reference gives the presenter a side table, which sends every
/// retain, release and `unowned` load of the presenter down the runtime's slow path (about a
/// fifth of a tap's cost). While the link is set the presenter is alive or its `deinit` is
/// about to run (released off the main actor, the isolated `deinit` waits its turn): its
/// memory stays valid until the `deinit` has run, so a step that fires in that window runs as
/// if just before the release.
@MainActor
final class PresenterLink<Model: TabBarModel> {
    unowned(unsafe) var presenter: TabBarPresenter<Model>?
}

extension TabBarPresenter: ChoreographyHost {
    /// Schedules `step` through the scheduler and records it in `steps`, so that it can be
    /// cancelled on interruption (animation steps) or when the presenter goes away (every step).
    ///
    /// The scheduler never calls its handler before `schedule` returns, so the step is recorded
    /// before it can fire. Every step has the same handler, which finds the step by the token
    /// it is called with and reaches the presenter only through its `link`: a step that fires
    /// anyway (a scheduler that ignores a cancel) finds no presenter, or no entry, and does
    /// nothing.
    ///
    /// Returns the scheduler's token, which `cancelTimer(_:)` takes.
    @discardableResult
    @_specialize(where Model == DefaultTabBarModel)
    func schedule(_ step: ScheduledStep, after delay: Duration) -> ScheduledToken {
        let token = scheduler.schedule(after: delay, calling: { [link] in link.presenter?.runStep($0) })
        steps.add(step, token: token)
        return token
    }

    /// Runs the step scheduled under `token`, unless it was cancelled.
    private func runStep(_ token: ScheduledToken) {
        guard let entry = steps.take(token) else { return }
        switch entry.step {
        case .animation(let work), .timer(let work): work.run(token, on: ChoreographyStage(host: self))
        case .unlock: unlock()
        }
    }

    /// Cancels a timer from ``ChoreographyStage/schedule(after:_:)`` that has not fired; any
    /// other token is ignored.
    func cancelTimer(_ token: ScheduledToken) {
        guard let entry = steps.takeTimer(token) else { return }
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
    @_specialize(where Model == DefaultTabBarModel)
    func send(_ animation: TabBarAnimation) {
        var time = Duration.zero
        if case .curve(let curve) = animation, curve.duration > .zero { time = scheduler.now }
        position.record(animation, at: time)
        view.animate(animation)
    }

    /// Sends an interaction, input or content message to the view.
    @_specialize(where Model == DefaultTabBarModel)
    func send(_ update: TabBarUpdate) { view.update(update) }

    /// The number of steps and timers this presenter has waiting.
    public var pendingStepCount: Int { steps.entries.count }
}
