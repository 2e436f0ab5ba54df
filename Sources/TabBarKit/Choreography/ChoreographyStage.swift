/// What a choreography may do: send the view's animation and update messages, and schedule
/// later steps through the presenter's scheduler.
///
/// Steps scheduled with ``after(_:_:)`` belong to the running selection animation; the
/// presenter cancels the ones left if a layout change or new tabs interrupt it. Timers from
/// ``schedule(after:_:)`` survive interruptions and are cancelled only by ``cancel(_:)`` or
/// when the presenter goes away. A stage is only valid during the call it is passed to and
/// in the steps it schedules.
@MainActor
public struct ChoreographyStage {
    unowned let presenter: TabBarPresenter

    init(presenter: TabBarPresenter) { self.presenter = presenter }

    /// The scheduler's current time.
    public var now: Duration { presenter.scheduler.now }

    /// Sends a wave, circle or bar message to the view.
    public func animate(_ animation: TabBarAnimation) { presenter.view.animate(animation) }

    /// Sends an interaction, input or content message to the view.
    public func update(_ update: TabBarUpdate) { presenter.view.update(update) }

    /// Schedules a later step of the running selection animation.
    public func after(_ delay: Duration, _ step: @escaping @MainActor (ChoreographyStage) -> Void) {
        presenter.scheduleStep(after: delay, isAnimation: true, step)
    }

    /// Schedules a timer that outlives interruptions (an icon's reset, say).
    @discardableResult
    public func schedule(after delay: Duration, _ step: @escaping @MainActor (ChoreographyStage) -> Void)
        -> ScheduledToken
    {
        presenter.scheduleStep(after: delay, isAnimation: false, step)
    }

    /// Cancels a timer from ``schedule(after:_:)`` that has not fired.
    public func cancel(_ token: ScheduledToken) { presenter.cancelStep(token) }
}
