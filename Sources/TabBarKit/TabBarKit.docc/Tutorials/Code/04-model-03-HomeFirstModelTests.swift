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

    @Test func movingHome_isRefused_andChangesNothing() {
        var model = HomeFirstModel(tabs: AppTabs.all, selection: .tab("home"))
        #expect(throws: TabBarError.self) { try model.move("home", to: 2) }
        #expect(model.tabs == AppTabs.all)
    }
}
