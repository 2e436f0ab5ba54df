/// What a choreography may do: send the view's messages, and schedule later steps through the
/// presenter's scheduler — with ``after(_:_:)`` steps of the running selection animation, which
/// an interruption (a layout change, new tabs) cancels, and with ``schedule(after:_:)`` timers that
/// survive it, until ``cancel(_:)``; when the presenter goes away, its timers run at once, on a
/// stage that reaches the view directly and schedules nothing, so that what they end (an icon's
/// pulse) is ended. No step runs before the call that schedules it returns. A stage holds its
/// presenter weakly: one kept beyond its life does nothing.
@MainActor
public struct ChoreographyStage {
    private let host: any ChoreographyHost
    init(host: any ChoreographyHost) { self.host = host }

    /// A stage outside any presenter, for testing a choreography alone (as TabBarTesting's
    /// `ChoreographyUnderTest` does): messages go straight to `view`, and steps and timers are
    /// scheduled on `scheduler`, which the stage does not keep alive: keep it yourself.
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
        _ = host.schedule(step, after: delay, as: .animation)
    }

    /// Schedules a timer that outlives interruptions (an icon's reset, say) and returns the token
    /// that cancels it, or `nil` (scheduling nothing) once the presenter or scheduler has gone. A
    /// timer still pending when its presenter goes away runs then, at once.
    @discardableResult
    public func schedule(after delay: Duration, _ step: @escaping @MainActor (ChoreographyStage) -> Void)
        -> ScheduledToken?
    {
        host.schedule(step, after: delay, as: .timer)
    }

    /// Cancels a timer from ``schedule(after:_:)`` that has not fired; any other token, or
    /// `nil`, is ignored.
    public func cancel(_ token: ScheduledToken?) { if let token { host.cancelTimer(token) } }
}
