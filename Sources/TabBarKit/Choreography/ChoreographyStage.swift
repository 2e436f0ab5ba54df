/// What a choreography may do: send the view's animation and update messages, and schedule
/// later steps through the presenter's scheduler.
///
/// Steps scheduled with ``after(_:_:)`` belong to the running selection animation; the
/// presenter cancels the ones left if a layout change or new tabs interrupt it. Timers from
/// ``schedule(after:_:)`` survive interruptions and are cancelled only by ``cancel(_:)`` or
/// when the presenter goes away. No step runs before the call that schedules it returns.
///
/// A stage is only valid during the call it is passed to and in the steps it schedules: it
/// holds its presenter weakly, so one kept beyond the presenter's life does nothing.
@MainActor
public struct ChoreographyStage {
    private let host: any ChoreographyHost

    init(host: any ChoreographyHost) { self.host = host }

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
        self.init(host: StandaloneStageHost(view: view, scheduler: scheduler))
    }

    /// The scheduler's current time.
    public var now: Duration { host.now }

    /// Sends a wave, circle or bar message to the view.
    public func animate(_ animation: TabBarAnimation) { host.send(animation) }

    /// Sends an interaction, input or content message to the view.
    public func update(_ update: TabBarUpdate) { host.send(update) }

    /// Schedules a later step of the running selection animation; it is handed a stage to play
    /// on. An interruption cancels the steps still pending, and those never run.
    public func after(_ delay: Duration, _ step: @escaping @MainActor (ChoreographyStage) -> Void) {
        _ = host.schedule(step, after: delay, isTimer: false)
    }

    /// Schedules a timer that outlives interruptions (an icon's reset, say), and returns the
    /// token that cancels it; `nil` when the stage's presenter (or scheduler) has gone, and
    /// nothing was scheduled.
    @discardableResult
    public func schedule(after delay: Duration, _ step: @escaping @MainActor (ChoreographyStage) -> Void)
        -> ScheduledToken?
    {
        host.schedule(step, after: delay, isTimer: true)
    }

    /// Cancels a timer from ``schedule(after:_:)`` that has not fired; any other token, or
    /// `nil`, is ignored.
    public func cancel(_ token: ScheduledToken?) {
        guard let token else { return }
        host.cancelTimer(token)
    }
}
