import TabBarKit
import TabBarTesting
import Testing

/// A scheduler's `calling:` form hands each handler the token that scheduled it; a
/// choreography's steps and timers run once each, unless cancelled, and a presenter's pending
/// steps go with it.
@Suite(.tabBarChecks)
@MainActor
struct ChoreographyStepTests {
    /// A choreography with one step and one timer, each noting that it ran; it keeps the token
    /// of its last timer.
    private final class StepRecorder: TabBarChoreography {
        var timer: ScheduledToken?
        var handed: [String] = []

        func lockDuration(for move: SelectionMove) -> Duration { .milliseconds(100) }

        func animate(_ move: SelectionMove, on stage: ChoreographyStage) {
            stage.after(.milliseconds(50)) { [self] _ in handed.append("step") }
            timer = stage.schedule(after: .milliseconds(500)) { [self] _ in handed.append("timer") }
        }
    }

    @Test func virtualScheduler_handsEachHandlerTheTokenItReturned() {
        let scheduler = VirtualScheduler()
        var handed: [ScheduledToken] = []
        let handler: @MainActor (ScheduledToken) -> Void = { handed.append($0) }

        let first = scheduler.schedule(after: .milliseconds(20), calling: handler)
        let second = scheduler.schedule(after: .milliseconds(10), calling: handler)
        #expect(handed.isEmpty)
        scheduler.settle()

        #expect(first != second)
        #expect(handed == [second, first])
    }

    @Test func virtualScheduler_cancelledHandlerNeverRuns() {
        let scheduler = VirtualScheduler()
        var handed: [ScheduledToken] = []

        let cancelled = scheduler.schedule(after: .zero, calling: { handed.append($0) })
        let kept = scheduler.schedule(after: .zero, calling: { handed.append($0) })
        scheduler.cancel(cancelled)
        scheduler.settle()

        #expect(handed == [kept])
    }

    @Test func testScheduler_handsTheToken_andCountsTheWorkAsPending() {
        let scheduler = TestScheduler()
        var handed: ScheduledToken?

        let token = scheduler.schedule(after: .seconds(1), calling: { handed = $0 })
        #expect(scheduler.pendingCount == 1)
        scheduler.advance(by: .seconds(1))

        #expect(handed == token)
        scheduler.expectNothingPending()
    }

    @Test func immediateScheduler_handsTheToken() {
        let scheduler = ImmediateScheduler()
        var handed: ScheduledToken?

        let token = scheduler.schedule(after: .seconds(1), calling: { handed = $0 })
        scheduler.run()

        #expect(handed == token)
    }

    @Test func continuousClockScheduler_handsTheToken() async {
        let scheduler = ContinuousClockScheduler()
        var token: ScheduledToken?
        let handed: ScheduledToken = await withCheckedContinuation { done in
            token = scheduler.schedule(after: .zero, calling: { done.resume(returning: $0) })
        }
        #expect(handed == token)
    }

    @Test func presenterStepAndTimer_runOnceEach() throws {
        let recorder = StepRecorder()
        let (presenter, view, scheduler) = try makeMotionSUT(choreographies: [recorder])
        presenter.didTap(slot: 1)
        view.skipReceived()

        scheduler.settle()

        view.skipReceived()
        #expect(recorder.handed == ["step", "timer"])
        #expect(presenter.pendingStepCount == 0)
    }

    @Test func interruptedStep_neverRuns_whileItsTimerStillFires() throws {
        let recorder = StepRecorder()
        let (presenter, view, scheduler) = try makeMotionSUT(choreographies: [recorder])
        presenter.didTap(slot: 1)
        let firstTimer = try #require(recorder.timer)
        scheduler.advance(by: .milliseconds(20))
        presenter.didTap(slot: 2)  // interrupts: the first step is cancelled, its timer is not
        view.skipReceived()

        scheduler.settle()

        view.skipReceived()
        #expect(recorder.handed == ["step", "timer", "timer"])
        #expect(recorder.timer != firstTimer)
    }

    @Test func timerCancelledByItsToken_neverRuns() throws {
        final class Cancelling: TabBarChoreography {
            var fired = false
            func activate(_ tab: Tab, on stage: ChoreographyStage) {
                let token = stage.schedule(after: .seconds(1)) { [self] _ in fired = true }
                stage.cancel(token)
            }
        }
        let cancelling = Cancelling()
        let (presenter, view, scheduler) = try makeMotionSUT(choreographies: [cancelling])
        view.exhaustivity = .off  // about the cancelled timer, not the messages
        presenter.didTap(slot: 1)

        scheduler.settle()

        #expect(!cancelling.fired)
        #expect(presenter.pendingStepCount == 0)
    }

    @Test func standaloneStage_runsStepsAndTimers() {
        let recorder = StepRecorder()
        let view = SilentView()
        let scheduler = VirtualScheduler()
        let stage = ChoreographyStage(view: view, scheduler: scheduler)
        recorder.animate(
            SelectionMove(
                from: .tab("lessons"), to: .tab("archives"), fromSlot: 0, toSlot: 1, fromX: 65, toX: 195,
                fromIcon: "a", toIcon: "b",
                metrics: TabBarGeometry(layout: TabBarLayout(), slotCount: 3).metrics),
            on: stage)

        scheduler.settle()

        #expect(recorder.handed == ["step", "timer"])
    }

    @Test func stepsOfAPresenterThatWentAway_neverRun_whileItsTimersRunAsItGoes() throws {
        let recorder = StepRecorder()
        let view = TabBarViewSpy()
        view.exhaustivity = .off
        let scheduler = VirtualScheduler()
        var presenter: TabBarPresenter? = try loadedPresenter(
            recorder, view: view, scheduler: scheduler)
        presenter?.didTap(slot: 1)
        #expect(scheduler.pendingCount == 3)

        presenter = nil
        #expect(recorder.handed == ["timer"])  // a timer runs as the presenter goes
        scheduler.settle()

        #expect(scheduler.pendingCount == 0)
        #expect(recorder.handed == ["timer"])  // and nothing more, ever
    }
}

/// A stage kept beyond its call is documented as doing nothing once its presenter is gone.
@Suite(.tabBarChecks)
@MainActor
struct KeptStageTests {
    /// Keeps the stage of the last move it animated.
    private final class StageKeeper: TabBarChoreography {
        var kept: ChoreographyStage?
        func animate(_ move: SelectionMove, on stage: ChoreographyStage) { kept = stage }
    }

    @Test func stageKeptPastItsPresenter_sendsAndSchedulesNothing() throws {
        let keeper = StageKeeper()
        let view = TabBarViewSpy()
        let scheduler = VirtualScheduler()
        var presenter: TabBarPresenter? = try loadedPresenter(
            keeper, view: view, scheduler: scheduler)
        presenter?.didTap(slot: 1)
        view.skipReceived()
        let stage = try #require(keeper.kept)

        presenter = nil
        stage.update(.interaction(isEnabled: false))
        stage.after(.zero) { $0.update(.interaction(isEnabled: false)) }
        stage.schedule(after: .zero) { $0.update(.interaction(isEnabled: false)) }
        scheduler.settle()

        view.expectNoMessages()
        #expect(scheduler.pendingCount == 0)
    }
}

/// A view that ignores every message, for a stage that needs one.
private final class SilentView: TabBarView {
    func display(_ state: TabBarDisplay) {}
    func animate(_ animation: TabBarAnimation) {}
    func update(_ update: TabBarUpdate) {}
}

/// A loaded presenter on three tabs, with `choreography` as its only one; the caller holds the
/// only reference, so that it can let the presenter go.
@MainActor
private func loadedPresenter(
    _ choreography: some TabBarChoreography, view: TabBarViewSpy, scheduler: VirtualScheduler
) throws -> TabBarPresenter {
    let presenter = try TabBarPresenter(
        configuration: TabBarConfiguration(tabs: makeTabs(threeTabs)), view: view, scheduler: scheduler,
        choreographies: [choreography])
    presenter.viewDidLoad()
    return presenter
}
