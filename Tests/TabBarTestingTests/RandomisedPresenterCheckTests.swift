import TabBarKit
import TabBarTesting
import Testing

/// Sets a tapped tab's input and forgets to reset it: the invariant that every `input true` gets its `false` breaks once nothing is
/// scheduled.
@MainActor
private final class ForgetfulInputChoreography: TabBarChoreography {
    func animate(_ move: SelectionMove, on stage: ChoreographyStage) {
        guard case .tab(let id) = move.to else { return }
        stage.update(.input(IconInput(tab: id, name: "hover", value: true)))
    }
}

@Suite(.tabBarChecks)
@MainActor
struct RandomisedPresenterCheckTests {
    private let tabs = ["home", "feed", "search", "inbox", "profile", "help"].map {
        Tab(id: TabID($0), title: $0, icon: "\($0)-icon", animation: $0 == "feed" ? IconAnimation() : nil)
    }

    @Test func theStandardPresenter_keepsEveryInvariant() throws {
        let found = try RandomisedPresenterCheck.firstViolation(runs: 20, events: 100, seed: 7) {
            view, scheduler in
            let presenter = try TabBarPresenter(
                configuration: TabBarConfiguration(tabs: tabs, maxVisible: 4), view: view,
                scheduler: scheduler)
            presenter.delegate = view
            return presenter
        }
        #expect(found == nil)
    }

    @Test func thePresenterWithEveryIconBinding_keepsEveryInvariant() throws {
        let bound = tabs.map { tab in
            var tab = tab
            tab.animation = IconAnimation(selectedInput: "active", tapTrigger: "tap", badgeInput: "count")
            return tab
        }
        for policy in TapPolicy.allCases {
            let found = try RandomisedPresenterCheck.firstViolation(runs: 20, events: 100, seed: 23) {
                view, scheduler in
                let presenter = try TabBarPresenter(
                    configuration: TabBarConfiguration(tabs: bound, maxVisible: 4, tapPolicy: policy),
                    view: view,
                    scheduler: scheduler)
                presenter.delegate = view
                return presenter
            }
            #expect(found == nil, "\(policy): \(found.map(\.description) ?? "")")
        }
    }

    @Test func aForgetfulChoreography_isCaughtWithAReplayableScript() throws {
        func check() throws -> RandomisedPresenterCheck.Violation? {
            try RandomisedPresenterCheck.firstViolation(runs: 20, events: 100, invariants: .anyChoreography) {
                view, scheduler in
                try TabBarPresenter(
                    configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler,
                    choreographies: [ForgetfulInputChoreography()])
            }
        }
        let found = try #require(try check())

        #expect(found.violations.contains { $0.hasPrefix("4 (input): input ") })
        #expect(found.script.first == "presenter.viewDidLoad()")
        #expect(found.script.contains { $0.hasPrefix("presenter.didTap(") })
        #expect(try check() == found)  // the same seed, the same run
        #expect(found.description.contains("To reproduce, make the presenter with a TabBarViewSpy"))
    }

    @Test func check_failsTheTestWithTheReport() {
        withKnownIssue {
            RandomisedPresenterCheck.check(runs: 5, events: 50) { view, scheduler in
                try TabBarPresenter(
                    configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler,
                    choreographies: [IconInputChoreography()])
            }
        } matching: { issue in
            text(of: issue).hasPrefix("Run with seed 1 broke 2 invariant(s) after 1 event(s):")
                && text(of: issue).contains("  2 (resting): no curve was sent")
                && text(of: issue).contains("  presenter.viewDidLoad()")
        }
    }
}
