/// A step of a choreography, run on the stage it was scheduled from.
typealias StageStep = @MainActor (ChoreographyStage) -> Void

/// What a ``ChoreographyStage`` sends its messages to and schedules its steps with: a presenter
/// (`PresenterStageHost`, holding it weakly) or, for a choreography tested alone, a `StandaloneStageHost`.
@MainActor
protocol ChoreographyHost: AnyObject {
    /// The scheduler's current time.
    var now: Duration { get }
    /// Sends a wave, circle or bar message to the view.
    func send(_ animation: TabBarAnimation)
    /// Sends an interaction, input or content message to the view.
    func send(_ update: TabBarUpdate)
    /// Schedules `step` in the running selection animation (cancelled if it is interrupted) or as
    /// a timer that outlives interruptions; `nil` once the presenter or the scheduler is gone.
    func schedule(_ step: @escaping StageStep, after delay: Duration, as kind: TabBarPresenter.StepKind)
        -> ScheduledToken?
    /// Cancels a timer that has not fired; any other token is ignored.
    func cancelTimer(_ token: ScheduledToken)
}
