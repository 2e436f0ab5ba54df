import TabBarKit
import TabBarTesting
import Testing

/// A step that fires although the presenter cancelled it (a scheduler that ignores cancels)
/// finds nothing in the presenter's table and does nothing; one that fires after the presenter
/// went away never reaches it.
@Suite(.tabBarChecks)
@MainActor
struct LateStepTests {
    /// A virtual clock that ignores every cancel: cancelled steps run anyway.
    private final class CancelIgnoringScheduler: TabBarScheduler {
        let clock = VirtualScheduler()
        var now: Duration { clock.now }
        func schedule(after delay: Duration, calling handler: @escaping @MainActor (ScheduledToken) -> Void)
            -> ScheduledToken
        {
            clock.schedule(after: delay, calling: handler)
        }
        func cancel(_ token: ScheduledToken) {}
    }

    private func makeSUT(animated: Bool) throws -> (
        TabBarPresenter, TabBarViewSpy, CancelIgnoringScheduler
    ) {
        let view = TabBarViewSpy()
        let scheduler = CancelIgnoringScheduler()
        let tabs = makeTabs(threeTabs, animated: animated ? ["lessons", "archives"] : [])
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        view.skipReceived()
        return (presenter, view, scheduler)
    }

    @Test func cancelledIconReset_firingAnyway_sendsNoSecondFalse() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: true)
        presenter.didTap(slot: 0)
        scheduler.clock.advance(to: .milliseconds(1000))
        presenter.didTap(slot: 0)
        view.expect([
            .reselected(.tab("lessons")), .input("lessons", true),
            .reselected(.tab("lessons")), .input("lessons", true),
        ])

        scheduler.clock.advance(to: .milliseconds(1500))
        view.expectNoMessages()
        scheduler.clock.advance(to: .milliseconds(2500))
        view.expect([.input("lessons", false)])
        #expect(presenter.pendingStepCount == 0)
    }

    @Test func interruptedAnimationSteps_firingAnyway_sendNothing() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: false)
        presenter.didTap(slot: 1)
        view.skipReceived()

        try presenter.didChangeLayout(TabBarLayout(width: 300))
        view.skipReceived()
        #expect(!presenter.isLocked)
        scheduler.clock.settle()

        view.expectNoMessages()
        #expect(!presenter.isLocked)
        #expect(presenter.pendingStepCount == 0)
    }

    @Test func stepsFiringAfterThePresenterWentAway_neverReachIt() throws {
        var (presenter, view, scheduler): (TabBarPresenter?, TabBarViewSpy, CancelIgnoringScheduler) =
            try makeSUT(animated: true)
        presenter?.didTap(slot: 1)
        view.skipReceived()
        #expect(scheduler.clock.pendingCount == 3)
        weak let released = presenter

        presenter = nil
        #expect(released == nil)
        // The view is not left locked, and the pulse the tap started is reset at once.
        view.expect([.interaction(true), .input("archives", false)])
        scheduler.clock.settle()

        view.expectNoMessages()
    }
}
