import TabBarKit
import TabBarTesting
import XCTest

@testable import PresenterTesting

/// The same tests as `TabCoordinatorTests` (Swift Testing), written for XCTest: the test case
/// is `@MainActor` and every test method is `async`, which runs on swift-corelibs-xctest (Linux)
/// and on Apple's XCTest alike. No `import Testing`: TabBarTesting's checks fail XCTest tests
/// at the caller's line by themselves.
@MainActor
final class TabCoordinatorXCTests: XCTestCase {
    private var sut: PresenterUnderTest!
    private var analytics: AnalyticsLog!
    /// The presenter holds its delegate weakly, so the test keeps the coordinator alive.
    private var coordinator: TabCoordinator!

    override func setUp() async throws {
        try makeSUT(signedIn: false)
    }

    override func tearDown() async throws {
        sut = nil  // the teardown checks (unchecked messages, pending steps) run here
        coordinator = nil
        analytics = nil
    }

    private func makeSUT(signedIn: Bool) throws {
        sut = nil
        analytics = AnalyticsLog()
        coordinator = TabCoordinator(
            rule: SignInRule(protectedTabs: ["account"], isSignedIn: signedIn), analytics: analytics)
        sut = try PresenterUnderTest(tabs: [
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
            Tab(id: "account", title: "Account", icon: "person"),
        ])
        sut.view.exhaustivity = .off  // these tests are about the coordinator, not what the bar shows
        sut.presenter.delegate = coordinator
    }

    func test_tapOnProtectedTab_signedOut_isVetoedAndPromptsSignIn() async throws {
        sut.presenter.didTap(slot: 2)
        XCTAssertEqual(sut.presenter.selection, .tab("home"))
        XCTAssertEqual(analytics.events, ["sign_in_prompt tab=account"])
        sut.scheduler.expectNothingPending()
    }

    func test_tapOnProtectedTab_signedIn_selectsAndTracks() async throws {
        try makeSUT(signedIn: true)
        sut.presenter.didTap(slot: 2)
        sut.scheduler.settle()
        XCTAssertEqual(sut.presenter.selection, .tab("account"))
        XCTAssertEqual(analytics.events, ["tab_selected tab=account from=home"])
    }

    func test_signingIn_letsTheNextTapThrough() async throws {
        sut.presenter.didTap(slot: 2)
        coordinator.rule.isSignedIn = true
        sut.presenter.didTap(slot: 2)
        sut.scheduler.settle()
        XCTAssertEqual(
            analytics.events, ["sign_in_prompt tab=account", "tab_selected tab=account from=home"])
    }

    func test_reselect_isNotTracked() async throws {
        sut.presenter.didTap(slot: 0)
        sut.scheduler.settle()
        XCTAssertEqual(analytics.events, [])
    }

    func test_tapDuringAnimation_isTrackedWhenTheDeferredTapRuns() async throws {
        sut.presenter.didTap(slot: 1)
        sut.presenter.didTap(slot: 0)  // deferred: the bar is locked for 0.4 s
        XCTAssertEqual(analytics.events, ["tab_selected tab=search from=home"])
        sut.scheduler.advance(by: .milliseconds(400))
        XCTAssertEqual(
            analytics.events, ["tab_selected tab=search from=home", "tab_selected tab=home from=search"])
        sut.scheduler.settle()
        sut.scheduler.expectNothingPending()
    }

    func test_programmaticSelection_isNeitherVetoedNorTracked() async throws {
        try sut.presenter.select(.tab("account"))
        sut.scheduler.settle()
        XCTAssertEqual(sut.presenter.selection, .tab("account"))  // only users are vetoed
        XCTAssertEqual(analytics.events, [])
    }

    func test_deferredTap_switchesTheContentWhenTheBarUnlocks() async throws {
        sut.presenter.didTap(slot: 1)
        sut.presenter.didTap(slot: 0)  // deferred: the bar is locked for 0.4 s
        sut.scheduler.settle()
        sut.view.expect(
            events: [.at(.zero, .content("search")), .at(.milliseconds(400), .content("home"))],
            kinds: ["content"])
    }
}
