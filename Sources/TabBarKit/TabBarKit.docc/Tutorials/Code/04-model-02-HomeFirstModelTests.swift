import TabBarTesting
import Testing

@testable import AppTabBar

@MainActor
@Suite(.tabBarChecks)
struct HomeFirstModelTests {
    @Test func keepsTheModelContract_andItsOwnRule() {
        ModelConformance.check(tabs: AppTabs.all, rules: [.keepsFirst("home")]) { fixture in
            HomeFirstModel(tabs: fixture.tabs, maxVisible: fixture.maxVisible, selection: fixture.selection)
        }
    }
}
