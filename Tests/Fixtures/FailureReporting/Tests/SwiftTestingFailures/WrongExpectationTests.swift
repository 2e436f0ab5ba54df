import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct WrongExpectationTests {
    private func makeSUT() throws -> (TabBarPresenter, TabBarViewSpy, TestScheduler) {
        let scheduler = TestScheduler()
        let view = TabBarViewSpy(scheduler: scheduler)
        let tabs = [
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
        ]
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.viewDidLoad()
        view.skipReceived()
        return (presenter, view, scheduler)
    }

    @Test func wrongExpectation_fails() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(400))
        view.skipReceived()
        scheduler.advance(by: .milliseconds(100))
        view.expect([.interaction(true)])  // fails here
    }

    @Test func rightExpectation_passes() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(400))
        view.skipReceived()
        scheduler.expectNothingPending()
    }

    @Test func leftUnchecked_failsAtTeardown() throws {
        let sut = try PresenterUnderTest(tabs: [  // fails at teardown
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
        ])
        sut.presenter.didTap(slot: 1)
    }
}
