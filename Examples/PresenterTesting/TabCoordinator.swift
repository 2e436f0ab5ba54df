import TabBarKit

/// The app's code around the presenter: it vetoes tabs the user may not open yet, and reports
/// selections to analytics. This is what an app team writes — and tests.
@MainActor
final class TabCoordinator: TabBarPresenterDelegate {
    /// The rule deciding which tabs may be opened.
    var rule: SignInRule
    private let analytics: any Analytics

    /// Creates a coordinator.
    init(rule: SignInRule, analytics: any Analytics) {
        self.rule = rule
        self.analytics = analytics
    }

    /// Vetoes protected tabs while signed out.
    func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool {
        rule.allows(selection)
    }

    /// Tracks selections, and asks for sign-in when a protected tab was vetoed.
    func tabBarPresenter(_ presenter: any TabBarPresenting, didReport report: TabBarReport) {
        switch report {
        case .selected(let tab, let previous):
            analytics.track("tab_selected tab=\(tab) from=\(previous)")
        case .rejected(let tab?, .vetoed):
            analytics.track("sign_in_prompt tab=\(tab)")
        case .reselected, .rejected, .moved:
            break
        }
    }
}
