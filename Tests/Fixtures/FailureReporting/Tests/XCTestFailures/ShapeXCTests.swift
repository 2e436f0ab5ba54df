import TabBarKit
import TabBarTesting
import XCTest

// Each XCTest shape of a presenter test, twice: a test that forgets a check (it must fail at
// the end of the test, listing the unchecked message, on every run) and its twin that makes the
// check (it must pass). XCTest needs nothing added: TabBarTesting's observer checks every test.
// Test methods are `async`: swift-corelibs-xctest cannot run a synchronous method of a
// `@MainActor` test case.

/// Home, a disabled Search, and Account: a tap on Search sends only `rejected(search, disabled)`.
let shapeTabs = [
    Tab(id: "home", title: "Home", icon: "house"),
    Tab(id: "search", title: "Search", icon: "magnifyingglass", isEnabled: false),
    Tab(id: "account", title: "Account", icon: "person"),
]

@MainActor
final class LocalShapeXCTests: XCTestCase {
    func test_local_forgotten_fails() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)  // fails: local
        sut.presenter.didTap(slot: 1)
    }

    func test_local_checked_passes() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

@MainActor
final class TupleShapeXCTests: XCTestCase {
    private func makeSUT() throws -> (TabBarPresenter, TabBarViewSpy, TestScheduler) {
        let scheduler = TestScheduler()
        let view = TabBarViewSpy(scheduler: scheduler)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: shapeTabs), view: view, scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        view.skipReceived()
        return (presenter, view, scheduler)
    }

    func test_tuple_forgotten_fails() async throws {  // fails: tuple
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        _ = (view, scheduler)
    }

    func test_tuple_checked_passes() async throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.expect([.rejected(.tab("search"), reason: .disabled)])
        scheduler.expectNothingPending()
    }
}

/// `var sut` set in `setUp`, never released by a `tearDown`: the test case outlives the test.
@MainActor
final class SetUpShapeXCTests: XCTestCase {
    private var sut: PresenterUnderTest!

    override func setUp() async throws {
        sut = try PresenterUnderTest(tabs: shapeTabs)
    }

    func test_setUp_forgotten_fails() async {  // fails: setUp
        sut.presenter.didTap(slot: 1)
    }

    func test_setUp_checked_passes() async {
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

/// `var sut` set in `setUp` and released in `tearDown`.
@MainActor
final class TearDownShapeXCTests: XCTestCase {
    private var sut: PresenterUnderTest!

    override func setUp() async throws {
        sut = try PresenterUnderTest(tabs: shapeTabs)
    }

    override func tearDown() async throws {
        sut = nil
    }

    func test_tearDown_forgotten_fails() async {  // fails: tearDown
        sut.presenter.didTap(slot: 1)
    }

    func test_tearDown_checked_passes() async {
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

/// A SUT let go in a teardown block the test adds.
@MainActor
final class TeardownBlockShapeXCTests: XCTestCase {
    private var sut: PresenterUnderTest?

    func test_teardownBlock_forgotten_fails() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)  // fails: teardownBlock
        self.sut = sut
        addTeardownBlock { MainActor.assumeIsolated { self.sut = nil } }
        sut.presenter.didTap(slot: 1)
    }

    func test_teardownBlock_checked_passes() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        self.sut = sut
        addTeardownBlock { MainActor.assumeIsolated { self.sut = nil } }
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

/// Exhaustivity off, showing what it skipped: the test passes, and the skipped message is a
/// `note:` line (swift-corelibs-xctest has no expected failures).
@MainActor
final class ShowSkippedXCTests: XCTestCase {
    func test_showSkipped_notesAndPasses() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)  // notes: showSkipped
        sut.view.exhaustivity = .off(showSkipped: true)
        sut.presenter.didTap(slot: 1)
    }
}

/// A coordinator that keeps a presenter strongly.
final class LeakyCoordinator {
    var presenter: TabBarPresenter?
}

/// `var sut` released in `tearDown`, while something else still holds its presenter: the leak
/// check fails the test there.
@MainActor
final class LeakXCTests: XCTestCase {
    private var sut: PresenterUnderTest!
    nonisolated(unsafe) private static var kept: LeakyCoordinator?

    override func setUp() async throws {
        sut = try PresenterUnderTest(tabs: shapeTabs)  // fails: leak
    }

    override func tearDown() async throws {
        sut = nil
    }

    func test_leak_fails() async {
        let coordinator = LeakyCoordinator()
        coordinator.presenter = sut.presenter
        sut.expectReleased(coordinator)
        LeakXCTests.kept = coordinator
    }
}
