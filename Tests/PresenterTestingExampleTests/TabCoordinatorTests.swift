import TabBarKit
import TabBarTesting
import Testing

@testable import PresenterTesting

/// How an app team tests its own code around the presenter: a real presenter, the spy as the
/// view, the coordinator under test as the delegate, and virtual time.
@Suite(.tabBarChecks)
@MainActor
struct TabCoordinatorTests {
    /// Everything a test needs, kept alive together: the presenter holds its delegate weakly,
    /// so the coordinator must live as long as the test.
    struct SUT {
        let presenter: TabBarPresenter
        let view: TabBarViewSpy
        let scheduler: TestScheduler
        let analytics: AnalyticsLog
        let coordinator: TabCoordinator
    }

    private func makeSUT(signedIn: Bool = false) throws -> SUT {
        let tabs = [
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
            Tab(id: "account", title: "Account", icon: "person"),
        ]
        let scheduler = TestScheduler()
        let view = TabBarViewSpy(scheduler: scheduler)  // stamps messages with the scheduler's time
        view.exhaustivity = .off  // these tests are about the coordinator, not what the bar shows
        let analytics = AnalyticsLog()
        let coordinator = TabCoordinator(
            rule: SignInRule(protectedTabs: ["account"], isSignedIn: signedIn), analytics: analytics)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.delegate = coordinator
        presenter.viewDidLoad()
        view.skipReceived()
        return SUT(
            presenter: presenter, view: view, scheduler: scheduler, analytics: analytics,
            coordinator: coordinator)
    }

    @Test func tapOnProtectedTab_signedOut_isVetoedAndPromptsSignIn() throws {
        let sut = try makeSUT()
        sut.presenter.didTap(slot: 2)
        #expect(sut.presenter.selection == .tab("home"))
        #expect(sut.analytics.events == ["sign_in_prompt tab=account"])
        sut.view.expectNoMessages()  // a veto changes nothing on screen
        sut.scheduler.expectNothingPending()
    }

    @Test func tapOnProtectedTab_signedIn_selectsAndTracks() throws {
        let sut = try makeSUT(signedIn: true)
        sut.presenter.didTap(slot: 2)
        sut.scheduler.settle()
        #expect(sut.presenter.selection == .tab("account"))
        #expect(sut.analytics.events == ["tab_selected tab=account from=home"])
    }

    @Test func signingIn_letsTheNextTapThrough() throws {
        let sut = try makeSUT()
        sut.presenter.didTap(slot: 2)
        sut.coordinator.rule.isSignedIn = true
        sut.presenter.didTap(slot: 2)
        sut.scheduler.settle()
        #expect(sut.analytics.events == ["sign_in_prompt tab=account", "tab_selected tab=account from=home"])
    }

    @Test func reselect_isNotTracked() throws {
        let sut = try makeSUT()
        sut.presenter.didTap(slot: 0)
        sut.scheduler.settle()
        #expect(sut.analytics.events.isEmpty)
    }

    @Test func tapDuringAnimation_isTrackedWhenTheDeferredTapRuns() throws {
        let sut = try makeSUT()
        sut.presenter.didTap(slot: 1)
        sut.presenter.didTap(slot: 0)  // deferred: the bar is locked for 0.4 s
        #expect(sut.analytics.events == ["tab_selected tab=search from=home"])
        sut.scheduler.advance(by: .milliseconds(400))
        #expect(
            sut.analytics.events == [
                "tab_selected tab=search from=home", "tab_selected tab=home from=search",
            ])
        sut.scheduler.settle()
        sut.scheduler.expectNothingPending()
    }

    @Test func programmaticSelection_isNeitherVetoedNorTracked() throws {
        let sut = try makeSUT()
        try sut.presenter.select(.tab("account"))
        sut.scheduler.settle()
        #expect(sut.presenter.selection == .tab("account"))  // only users are vetoed
        #expect(sut.analytics.events.isEmpty)
    }

    @Test func deferredTap_switchesTheContentWhenTheBarUnlocks() throws {
        let sut = try makeSUT()
        sut.presenter.didTap(slot: 1)
        sut.presenter.didTap(slot: 0)  // deferred: the bar is locked for 0.4 s
        sut.scheduler.settle()
        sut.view.expect(
            events: [.at(.zero, .content("search")), .at(.milliseconds(400), .content("home"))],
            kinds: ["content"])
    }
}
