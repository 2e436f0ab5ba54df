import TabBarTesting
import Testing

/// The screen's positions are slot numbers read from points; a bar too narrow to tell its slots
/// apart (the narrowest width there is) must still give a finite screen, which equals itself (an emitted test compares it).
@MainActor
@Suite(.tabBarChecks)
struct ScreenPositionTests {
    @Test func aBarTooNarrowForItsSlots_readsTheSelectedSlot() throws {
        let sut = try PresenterUnderTest(tabs: [
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
        ])
        sut.send(.layout(TabBarLayout(width: .leastNonzeroMagnitude))) {
            $0.layout = TabBarLayout(width: .leastNonzeroMagnitude)
        }
        #expect(sut.view.screen.dip.slot == 0)
        #expect(sut.view.screen.circle.slot == 0)
        #expect(sut.view.screen == sut.view.screen)
    }
}
