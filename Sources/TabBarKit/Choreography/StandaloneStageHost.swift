/// The host of a ``ChoreographyStage`` made outside a presenter: it forwards messages to a view
/// and schedules steps on a scheduler, with no lock and no interruptions.
///
/// It holds the scheduler weakly: the scheduler holds the steps, the steps hold the stage, and
/// the stage holds this host, so a strong reference would keep all of them alive.
@MainActor
final class StandaloneStageHost {
    private let view: any TabBarView
    private weak var scheduler: (any TabBarScheduler)?

    init(view: some TabBarView, scheduler: some TabBarScheduler) {
        self.view = view
        self.scheduler = scheduler
    }

    var now: Duration { scheduler?.now ?? .zero }

    func send(_ animation: TabBarAnimation) { view.animate(animation) }

    func send(_ update: TabBarUpdate) { view.update(update) }

    @discardableResult
    func schedule(_ step: consuming ScheduledStep, after delay: Duration) -> ScheduledToken {
        guard let scheduler else { return ScheduledToken(rawValue: 0) }
        let stage = ChoreographyStage(standalone: self)
        switch step {
        case .animation(let work), .timer(let work):
            return scheduler.schedule(after: delay, calling: { work.run($0, on: stage) })
        case .unlock:
            return scheduler.schedule(after: delay) {}
        }
    }

    func cancelTimer(_ token: ScheduledToken) { scheduler?.cancel(token) }
}
