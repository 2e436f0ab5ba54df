/// Where a presenter's messages go and where its steps wait: its view, its scheduler, the table
/// of what it scheduled, where the bar is from the messages sent (the behaviour contract,
/// section Motion), and the lock with the request waiting for it. The presenter decides; its
/// outlet delivers, and ends a lock by itself, calling the presenter back only when a request
/// waits.
///
/// The outlet is not generic, so the choreographies' ``ChoreographyStage`` holds it directly
/// and reaches it without a generic or existential hop, and every step's handler captures only
/// it (scheduling a step allocates nothing). It does not keep the presenter alive: the
/// presenter's `deinit` detaches it, cancelling every step, after which a step that fires anyway
/// (a scheduler that ignores a cancel) and a stage kept too long do nothing.
@MainActor
final class PresenterOutlet {
    let view: any TabBarView
    let scheduler: any TabBarScheduler
    /// What the presenter has scheduled and not yet run.
    @exclusivity(unchecked) private(set) var steps = PendingSteps<ScheduledStep>()
    /// Where the dip and the circle are, from the `curve` and `circle` messages sent.
    @exclusivity(unchecked) private(set) var position = BarPosition()
    /// Whether a selection's animation holds the bar locked (taps wait, or are dropped).
    @exclusivity(unchecked) private(set) var isLocked = false
    /// The request that waits for the lock to end, if any.
    @exclusivity(unchecked) var deferred: SelectionRequest?
    /// Handles the deferred request once the lock ends: the presenter's, until it goes away.
    /// Called only when there is one, so that the usual unlock does not call back at all.
    private var handleDeferred: (@MainActor () -> Void)?

    init(view: some TabBarView, scheduler: some TabBarScheduler) {
        self.view = view
        self.scheduler = scheduler
    }

    /// Connects the presenter, whose `handleDeferred` handles a request that waited for the
    /// lock to end.
    func attach(handleDeferred: @escaping @MainActor () -> Void) { self.handleDeferred = handleDeferred }

    /// Disconnects the presenter that is going away, cancelling everything it scheduled.
    func detach() {
        handleDeferred = nil
        deferred = nil
        for entry in steps.entries { scheduler.cancel(entry.token) }
        steps.removeAll()
    }

    /// Whether a presenter is attached: a detached outlet sends and schedules nothing.
    private var isAttached: Bool { handleDeferred != nil }

    /// Locks the bar for a selection's animation, telling the view (`interaction false`).
    func lock() {
        isLocked = true
        send(.interaction(isEnabled: false))
    }

    /// Ends the lock, telling the view (`interaction true`); the deferred request, if any, is
    /// left for the caller.
    func unlock() {
        isLocked = false
        send(.interaction(isEnabled: true))
    }

    /// The scheduler's current time.
    var now: Duration { scheduler.now }

    /// Sends the bar's whole state to the view.
    func display(_ state: TabBarDisplay) {
        guard isAttached else { return }
        view.display(state)
    }

    /// Sends a wave, circle or bar message to the view, noting first where the dip and circle
    /// go (only a moving curve needs its send time: the clock is not read for messages that
    /// place things at once).
    func send(_ animation: TabBarAnimation) {
        guard isAttached else { return }
        if case .curve(let curve) = animation {
            position.record(animation, at: curve.duration > .zero ? scheduler.now : .zero)
        } else {
            position.record(animation, at: .zero)  // the time is not read for other messages
        }
        view.animate(animation)
    }

    /// Sends an interaction, input or content message to the view.
    func send(_ update: TabBarUpdate) {
        guard isAttached else { return }
        view.update(update)
    }

    /// Schedules `step` and records it, so that it can be cancelled on interruption (animation
    /// steps) or when the presenter goes away (every step); returns the scheduler's token.
    ///
    /// The scheduler never calls its handler before `schedule` returns, so the step is recorded
    /// before it can fire. Every step has the same handler, which finds the step by the token it
    /// is called with.
    @discardableResult
    func schedule(_ step: consuming ScheduledStep, after delay: Duration) -> ScheduledToken {
        guard isAttached else { return ScheduledToken(rawValue: 0) }
        let token = scheduler.schedule(after: delay, calling: { [self] in run($0) })
        steps.add(consume step, for: token)
        return token
    }

    /// Runs the step scheduled under `token`, unless it was cancelled.
    private func run(_ token: ScheduledToken) {
        guard let step = steps.take(token) else { return }
        switch step {
        case .animation(let work), .timer(let work): work.run(token, on: ChoreographyStage(outlet: self))
        case .unlock:
            unlock()
            if deferred != nil { handleDeferred?() }
        }
    }

    /// Cancels a timer from ``ChoreographyStage/schedule(after:_:)`` that has not fired; any
    /// other token is ignored.
    func cancelTimer(_ token: ScheduledToken) {
        guard steps.take(token, if: { !$0.isAnimation }) != nil else { return }
        scheduler.cancel(token)
    }

    /// Cancels the remaining steps of the running selection animation, the unlock included.
    func cancelAnimationSteps() {
        for entry in steps.entries where entry.value.isAnimation { scheduler.cancel(entry.token) }
        steps.removeAll { $0.isAnimation }
    }
}
