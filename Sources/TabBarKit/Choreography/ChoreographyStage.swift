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

    init(host: any ChoreographyHost) { self.host = host }

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
