/// What a choreography may do: send the view's animation and update messages, and schedule
/// later steps through the presenter's scheduler.
///
/// Steps scheduled with ``after(_:_:)`` belong to the running selection animation; the
/// presenter cancels the ones left if a layout change or new tabs interrupt it. Timers from
/// ``schedule(after:_:)`` survive interruptions and are cancelled only by ``cancel(_:)`` or
/// when the presenter goes away. No step runs before the call that schedules it returns. A
/// stage is only valid during the call it is passed to and in the steps it schedules.
@MainActor
public struct ChoreographyStage {
    unowned let host: any ChoreographyHost
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
        host.schedule(.animation(step), after: delay)
    }

    /// Schedules a timer that outlives interruptions (an icon's reset, say).
    @discardableResult
    public func schedule(after delay: Duration, _ step: @escaping @MainActor (ChoreographyStage) -> Void)
        -> ScheduledToken
    {
        host.schedule(.timer(step), after: delay)
    }

    /// Cancels a timer from ``schedule(after:_:)`` that has not fired.
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
