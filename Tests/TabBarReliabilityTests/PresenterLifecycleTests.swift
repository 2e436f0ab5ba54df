import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct PresenterLifecycleTests {
    /// A presenter released in the middle of a selection animation (with icon resets pending)
    /// goes away, cancels everything it scheduled, and none of its closures ever runs.
    @Test func deinitMidAnimation_leavesNothingScheduled() throws {
        let view = TabBarViewSpy()
        let scheduler = TestScheduler()
        weak var released: TabBarPresenter?
        do {
            let tabs = ["lessons", "archives", "search"].map { id in
                Tab(id: TabID(id), title: id, icon: id, animation: IconAnimation())
            }
            let presenter = try TabBarPresenter(
                configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
            presenter.delegate = view
            presenter.viewDidLoad()
            presenter.didTap(.tab("archives"))
            scheduler.advance(by: .milliseconds(100))
            presenter.didTap(.tab("search"))  // deferred
            #expect(presenter.hasDeferredRequest)
            #expect(scheduler.pendingCount == 3)  // circle step, unlock, icon reset
            released = presenter
            view.skipReceived()
        }
        #expect(released == nil)
        // Going away mid-animation, it leaves the view interactive and resets the pulse it
        // started, and nothing more.
        view.expect([.interaction(true), .input("archives", false)])
        scheduler.expectNothingPending()
        scheduler.advance(by: .seconds(5))
        view.expectNoMessages()
    }

    /// Interrupting an animation (a layout change) cancels its steps but not the icon reset.
    @Test func layoutChangeMidAnimation_keepsOnlyTheIconReset() throws {
        let view = TabBarViewSpy()
        view.exhaustivity = .off  // the test checks what stays scheduled, not each message
        let scheduler = TestScheduler()
        let tabs = [
            Tab(id: "a", title: "A", icon: "a"),
            Tab(id: "b", title: "B", icon: "b", animation: IconAnimation()),
        ]
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.viewDidLoad()
        presenter.didTap(.tab("b"))
        try presenter.didChangeLayout(TabBarLayout(width: 200))
        #expect(scheduler.pendingCount == 1)
        #expect(presenter.pendingStepCount == 1)
        scheduler.settle()
        #expect(presenter.pendingStepCount == 0)
        scheduler.expectNothingPending()
    }
}
