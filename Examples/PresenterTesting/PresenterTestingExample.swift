import TabBarKit

/// Runs the coordinator against a real presenter in virtual time and prints what analytics saw.
///
/// The interesting part of this example is its tests, in `Tests/PresenterTestingExampleTests`.
@main
struct PresenterTestingExample {
    /// A view that shows nothing: this example only looks at the coordinator.
    @MainActor
    final class SilentView: TabBarView {
        func display(_ state: TabBarDisplay) {}
        func animate(_ animation: TabBarAnimation) {}
        func update(_ update: TabBarUpdate) {}
    }

    @MainActor
    static func main() throws {
        let tabs = [
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
            Tab(id: "account", title: "Account", icon: "person"),
        ]
        let analytics = AnalyticsLog()
        let coordinator = TabCoordinator(
            rule: SignInRule(protectedTabs: ["account"], isSignedIn: false), analytics: analytics)
        let scheduler = VirtualScheduler()
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: SilentView(), scheduler: scheduler)
        presenter.delegate = coordinator
        presenter.viewDidLoad()

        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(400))
        presenter.didTap(slot: 2)
        coordinator.rule.isSignedIn = true
        presenter.didTap(slot: 2)
        scheduler.settle()

        print("selected: \(presenter.selection)")
        for event in analytics.events { print(event) }
    }
}
