import TabBarTesting
import Testing

@testable import AppTabBar

/// The presenter with the app's tabs, as a person sees it: each test does what the user does and
/// states only what changed on screen. Anything else that changed fails it, field by field.
@MainActor
@Suite(.tabBarChecks)
struct AppTabBarTests {
    let sut: PresenterUnderTest

    init() throws { sut = try PresenterUnderTest(tabs: AppTabs.all) }

    @Test func tapOnSearch_movesTheDipAndTheCircle() {
        sut.send(.tap(slot: 1), advancing: .milliseconds(400)) {
            $0.selected = 1
            $0.content = .tab("search")
            $0.dip = .init(slot: 1)
            $0.circle = .init(slot: 1, icon: "magnifyingglass")
            $0.reports = [.selected(.tab("search"), previous: .tab("home")), .feedback]
        }
    }

    @Test func tapOnSearch_locksTheBarWhileTheCircleSinksAndRises() {
        sut.send(.tap(slot: 1)) { $0.startMove(to: "search") }
        sut.advance(by: .milliseconds(200)) { $0.circle = .init(slot: 1, icon: "magnifyingglass") }
        sut.advance(by: .milliseconds(200)) { $0.endMove() }
    }

    @Test func tapOnHome_again_pulsesItsIcon() {
        sut.send(.tap(slot: 0)) {
            $0.inputs["home.hover"] = true
            $0.reports = [.reselected(.tab("home"))]
        }
        sut.advance(by: .milliseconds(1500)) { $0.inputs["home.hover"] = false }
    }

    @Test func pickFromMore_showsTheTabThroughTheMoreSlot() {
        sut.send(.tap(.more), advancing: .milliseconds(400)) { $0.select(.more) }
        sut.send(.pick("help"), advancing: .milliseconds(400)) { $0.select("help") }
    }
}
