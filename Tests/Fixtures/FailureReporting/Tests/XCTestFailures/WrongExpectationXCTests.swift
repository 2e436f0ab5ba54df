import TabBarKit
import TabBarTesting
import XCTest

// No `import Testing`: an XCTest file needs none. Test methods are `async` so that a
// `@MainActor` XCTestCase runs on swift-corelibs-xctest (Linux) as well as on Apple's XCTest.
@MainActor
final class WrongExpectationXCTests: XCTestCase {
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

    func test_wrongExpectation_fails() async throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(400))
        view.skipReceived()
        scheduler.advance(by: .milliseconds(100))
        view.expect([.interaction(true)])  // fails here
    }

    func test_rightExpectation_passes() async throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(400))
        view.skipReceived()
        scheduler.expectNothingPending()
    }

    func test_leftUnchecked_failsAtTeardown() async throws {
        let sut = try PresenterUnderTest(tabs: [  // fails at teardown
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
        ])
        sut.presenter.didTap(slot: 1)
    }
}
