/// What a choreography may do: send the view's animation and update messages, and schedule
/// later steps through the presenter's scheduler.
///
/// Steps scheduled with ``after(_:_:)`` belong to the running selection animation; the
/// presenter cancels the ones left if a layout change or new tabs interrupt it. Timers from
/// ``schedule(after:_:)`` survive interruptions and are cancelled only by ``cancel(_:)`` or
/// when the presenter goes away. No step runs before the call that schedules it returns.
///
/// A stage is only valid during the call it is passed to and in the steps it schedules: one
/// kept beyond its presenter's life does nothing.
@MainActor
public struct ChoreographyStage {
    // Where the stage's messages and steps go: a presenter's outlet (held, but it does not
    // keep the presenter alive) or, for a stage outside any presenter, its own host. Exactly
    // one is set. Two optionals reached by optional chaining, not an enum: a call through a
    // `switch` or `if let` binding retains the host for its duration, a chained call does not.
    private let outlet: PresenterOutlet?
    private let standalone: StandaloneStageHost?

    init(outlet: PresenterOutlet) {
        self.outlet = outlet
        standalone = nil
    }

    init(standalone: StandaloneStageHost) {
        outlet = nil
        self.standalone = standalone
    }

    /// A stage outside any presenter, for testing a choreography alone: messages go straight to
    /// `view`, and steps and timers are scheduled on `scheduler` (which the stage does not keep
    /// alive: keep it yourself, as a test does).
    ///
    /// ```swift
    /// let scheduler = VirtualScheduler()
    /// let stage = ChoreographyStage(view: recorder, scheduler: scheduler)
    /// BounceChoreography().animate(move, on: stage)
    /// scheduler.settle()
    /// ```
    public init(view: some TabBarView, scheduler: some TabBarScheduler) {
        self.init(standalone: StandaloneStageHost(view: view, scheduler: scheduler))
    }

    /// The scheduler's current time.
    public var now: Duration { outlet?.now ?? standalone?.now ?? .zero }

    /// Sends a wave, circle or bar message to the view.
    public func animate(_ animation: TabBarAnimation) {
        outlet?.send(animation)
        standalone?.send(animation)
    }

    /// Sends an interaction, input or content message to the view.
    public func update(_ update: TabBarUpdate) {
        outlet?.send(update)
        standalone?.send(update)
    }

    /// Schedules `step` with the host.
    @discardableResult
    private func schedule(_ step: consuming ScheduledStep, after delay: Duration) -> ScheduledToken {
        // Two paths, as `step` is handed on (not copied) to whichever host there is.
        if outlet == nil { return standalone?.schedule(step, after: delay) ?? ScheduledToken(rawValue: 0) }
        return outlet?.schedule(step, after: delay) ?? ScheduledToken(rawValue: 0)
    }

    /// Schedules a later step of the running selection animation.
    public func after(_ delay: Duration, _ step: consuming @escaping @MainActor (ChoreographyStage) -> Void) {
        schedule(.animation(.plain(consume step)), after: delay)
    }

    /// Schedules a later step of the running selection animation that is handed its own token
    /// (the one this call returns), so that a choreography can keep what each step needs
    /// itself, by token, instead of in the step's closure. A step that captures nothing, or
    /// only `self`, is scheduled without allocating: that is how ``WaveChoreography`` keeps a
    /// tap free of allocations. An interruption cancels the steps still pending, and those never
    /// run: forget what you keep for them when a later step runs.
    @discardableResult
    public func after(
        _ delay: Duration,
        calling step: consuming @escaping @MainActor (ChoreographyStage, ScheduledToken) -> Void
    ) -> ScheduledToken {
        schedule(.animation(.handed(consume step)), after: delay)
    }

    /// Schedules a timer that outlives interruptions (an icon's reset, say).
    @discardableResult
    public func schedule(
        after delay: Duration, _ step: consuming @escaping @MainActor (ChoreographyStage) -> Void
    )
        -> ScheduledToken
    {
        schedule(.timer(.plain(consume step)), after: delay)
    }

    /// Schedules a timer that outlives interruptions and is handed its own token (the one this
    /// call returns), so that one choreography can tell its timers apart without a closure
    /// capturing what each is for. A timer that captures nothing, or only `self`, is scheduled
    /// without allocating: that is how ``IconInputChoreography`` keeps a tap free of
    /// allocations.
    ///
    /// ```swift
    /// let token = stage.schedule(after: .seconds(1), calling: { [self] stage, token in
    ///     fire(pending.removeValue(forKey: token), on: stage)
    /// })
    /// pending[token] = what
    /// ```
    @discardableResult
    public func schedule(
        after delay: Duration,
        calling step: consuming @escaping @MainActor (ChoreographyStage, ScheduledToken) -> Void
    ) -> ScheduledToken {
        schedule(.timer(.handed(consume step)), after: delay)
    }

    /// Cancels a timer from ``schedule(after:_:)`` or ``schedule(after:calling:)`` that has
    /// not fired.
    public func cancel(_ token: ScheduledToken) {
        outlet?.cancelTimer(token)
        standalone?.cancelTimer(token)
    }
}
