/// What a choreography may do: send the view's animation and update messages, and schedule
/// later steps through the presenter's scheduler.
///
/// Steps scheduled with ``after(_:_:)`` belong to the running selection animation; the
/// presenter cancels the ones left if a layout change or new tabs interrupt it. Timers from
/// ``schedule(after:_:)`` survive interruptions and are cancelled only by ``cancel(_:)`` or
/// when the presenter goes away. No step runs before the call that schedules it returns.
///
/// A stage is only valid during the call it is passed to and in the steps it schedules: do not
/// keep one beyond them. A presenter's stage reaches the presenter without counting a
/// reference (the stage does not keep it alive, and using it costs no reference-count traffic),
/// so a stage kept past its presenter's life would reach freed memory.
@MainActor
public struct ChoreographyStage {
    /// The presenter (or a standalone host). Not counted: every stage a presenter hands out is
    /// used within a call the presenter makes, or a step it runs, so the presenter outlives it.
    unowned(unsafe) let host: any ChoreographyHost
    /// Keeps a stage's own host alive (``init(view:scheduler:)``); `nil` for a presenter's
    /// stage, which must not keep its presenter alive.
    private let ownHost: (any ChoreographyHost)?

    init(host: any ChoreographyHost) {
        self.host = host
        ownHost = nil
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
        let host = StandaloneStageHost(view: view, scheduler: scheduler)
        self.init(host: host, keeping: host)
    }

    init(host: any ChoreographyHost, keeping owned: any ChoreographyHost) {
        self.host = host
        ownHost = owned
    }

    /// The scheduler's current time.
    public var now: Duration { host.now }

    /// Sends a wave, circle or bar message to the view.
    public func animate(_ animation: TabBarAnimation) { host.send(animation) }

    /// Sends an interaction, input or content message to the view.
    public func update(_ update: TabBarUpdate) { host.send(update) }

    /// Schedules a later step of the running selection animation.
    public func after(_ delay: Duration, _ step: @escaping @MainActor (ChoreographyStage) -> Void) {
        host.schedule(.animation(.plain(step)), after: delay)
    }

    /// Schedules a later step of the running selection animation that is handed its own token
    /// (the one this call returns), so that a choreography can keep what each step needs
    /// itself, by token, instead of in the step's closure. A step that captures nothing, or
    /// only `self`, is scheduled without allocating: that is how ``WaveChoreography`` keeps a
    /// tap free of allocations. An interruption cancels the steps still pending, and those never
    /// run: forget what you keep for them when a later step runs.
    @discardableResult
    public func after(
        _ delay: Duration, calling step: @escaping @MainActor (ChoreographyStage, ScheduledToken) -> Void
    ) -> ScheduledToken {
        host.schedule(.animation(.handed(step)), after: delay)
    }

    /// Schedules a timer that outlives interruptions (an icon's reset, say).
    @discardableResult
    public func schedule(after delay: Duration, _ step: @escaping @MainActor (ChoreographyStage) -> Void)
        -> ScheduledToken
    {
        host.schedule(.timer(.plain(step)), after: delay)
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
        after delay: Duration, calling step: @escaping @MainActor (ChoreographyStage, ScheduledToken) -> Void
    ) -> ScheduledToken {
        host.schedule(.timer(.handed(step)), after: delay)
    }

    /// Cancels a timer from ``schedule(after:_:)`` or ``schedule(after:calling:)`` that has
    /// not fired.
    public func cancel(_ token: ScheduledToken) { host.cancelTimer(token) }
}

/// What a ``ChoreographyStage`` reaches: the presenter, whatever its model type.
@MainActor
protocol ChoreographyHost: AnyObject {
    /// The scheduler's current time.
    var now: Duration { get }
    /// Sends an animation message to the view.
    func send(_ animation: TabBarAnimation)
    /// Sends an update message to the view.
    func send(_ update: TabBarUpdate)
    /// Schedules `step` and returns the token that cancels it (timers).
    @discardableResult
    func schedule(_ step: ScheduledStep, after delay: Duration) -> ScheduledToken
    /// Cancels a timer that has not fired.
    func cancelTimer(_ token: ScheduledToken)
}
