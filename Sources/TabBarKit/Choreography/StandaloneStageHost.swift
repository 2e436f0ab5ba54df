/// The host of a ``ChoreographyStage`` made outside a presenter: it forwards messages to a view
/// and schedules steps on a scheduler, with no lock and no interruptions.
///
/// It holds the scheduler weakly: the scheduler holds the steps, the steps hold the stage, and
/// the stage holds this host, so a strong reference would keep all of them alive.
@MainActor
final class StandaloneStageHost: ChoreographyHost {
    private let view: any TabBarView
    private weak var scheduler: (any TabBarScheduler)?

    init(view: some TabBarView, scheduler: some TabBarScheduler) {
        self.view = view
        self.scheduler = scheduler
    }

    /// A host with no scheduler, for a presenter's timers run as it goes away: their messages
    /// reach the view, and what they schedule is refused (``ChoreographyStage/schedule(after:_:)``
    /// returns `nil`), so that nothing outlives the presenter; its time reads zero.
    init(view: some TabBarView) { self.view = view }

    var now: Duration { scheduler?.now ?? .zero }
    func send(_ animation: TabBarAnimation) { view.animate(animation) }
    func send(_ update: TabBarUpdate) { view.update(update) }

    func schedule(_ step: @escaping StageStep, after delay: Duration, as kind: TabBarPresenter.StepKind)
        -> ScheduledToken?
    {
        scheduler?.schedule(after: delay) { [self] in step(ChoreographyStage(host: self)) }
    }

    func cancelTimer(_ token: ScheduledToken) { scheduler?.cancel(token) }
}
