import TabBarTesting
import Testing

/// The nine screen scenarios of PresenterTestingExampleTests/ScreenTests.swift, each with one
/// statement wrong or missing: each must fail at its marked line with a diff that names the
/// field the marker names.
@Suite(.tabBarChecks)
@MainActor
struct ScreenScenarioTests {
    /// Home, Search (its icon pulses when selected), Inbox (12, drawn `9+`), Drafts (disabled),
    /// and in the More list Saved (a dot) and Settings. Labels show on the selected slot only.
    static let tabs = [
        Tab(id: "home", title: "Home", icon: "house"),
        Tab(id: "search", title: "Search", icon: "magnifyingglass", animation: IconAnimation(file: "icons")),
        Tab(id: "inbox", title: "Inbox", icon: "tray", badge: "12"),
        Tab(id: "drafts", title: "Drafts", icon: "doc", isEnabled: false),
        Tab(id: "saved", title: "Saved", icon: "bookmark", badge: .dot),
        Tab(id: "settings", title: "Settings", icon: "gear"),
    ]
    let sut: PresenterUnderTest

    init() throws { sut = try Self.makeSUT(.defer) }

    static func makeSUT(_ tapPolicy: TapPolicy) throws -> PresenterUnderTest {
        try PresenterUnderTest(tabs: tabs, tapPolicy: tapPolicy, labels: .selected, badgeLimit: 9)
    }

    @Test func tap_wavesTheDipAndPulsesTheIcon() {
        sut.send(.tap(slot: 1)) { $0.startMove(to: "search") }  // fails: field inputs["search.hover"]
        sut.advance(by: .milliseconds(200)) { $0.circle = .init(slot: 1, icon: "magnifyingglass") }
        sut.advance(by: .milliseconds(200)) { $0.endMove() }
        sut.advance(by: .milliseconds(1100)) { $0.inputs["search.hover"] = false }
    }

    @Test func pickFromMore_selectsTheTabBehindMore() {
        sut.send(.tap(.more), advancing: .milliseconds(400)) { $0.select(.more) }
        sut.send(.pick("settings"), advancing: .milliseconds(400))  // fails: field circle.icon
    }

    @Test func feedback_onlyForASelection() {
        sut.send(.tap(slot: 3)) { $0.reports = [.rejected(.tab("drafts"), reason: .disabled)] }
        sut.send(.tap(slot: 0)) { $0.select("home") }  // fails: field reports[0]
        sut.send(.shortcut(3), advancing: .milliseconds(400)) { $0.select("inbox") }
    }

    @Test func shortcutToAnOverflowTab_selectsMore() {
        sut.send(.shortcut(6), advancing: .milliseconds(400)) {  // fails: field circle.icon
            $0.select(.more)
        }
    }

    @Test func move_reordersTheSlotsAndTheMoreList() {
        sut.send(.move("settings", to: 1)) {  // fails: field more[0]
            $0.slots.insert(.init(tab: .tab("settings"), title: nil), at: 1)
            $0.slots.remove(at: 4)
            $0.more = ["saved", "drafts"]
            $0.reports = [.moved("settings", from: 5, to: 1)]
        }
    }

    @Test func restore_bringsBackTheSavedBar() {
        let (saved, before) = (sut.presenter.state(), sut.view.screen)
        sut.send(.badge("3", for: "inbox")) { $0.slots[2].badge = "3+" }  // fails: field slots[2].badge
        sut.send(.enabled(true, for: "drafts")) { $0.slots[3].isEnabled = true }
        sut.send(.restore(saved)) { $0 = before }
    }

    @Test func tapMidAnimation_deferred_runsWhenTheFirstEnds() {
        sut.send(.tap(slot: 1), advancing: .milliseconds(100)) { $0.startMove(to: "search", pulse: "hover") }
        sut.send(.tap(slot: 2)) { $0.startMove(to: "inbox") }  // fails: field slots[1].title
        sut.advance(by: .milliseconds(300)) { $0.startMove(to: "inbox") }
        sut.advance(by: .seconds(2)) { $0.settle() }
    }

    @Test func tapMidAnimation_dropped() throws {
        let sut = try Self.makeSUT(.drop)
        sut.send(.tap(slot: 1), advancing: .milliseconds(100)) { $0.startMove(to: "search", pulse: "hover") }
        sut.send(.tap(slot: 2)) {  // fails: field reports[0]
            $0.reports = [.rejected(.tab("inbox"), reason: .disabled)]
        }
        sut.advance(by: .seconds(2)) { $0.settle() }
    }

    @Test func tapMidAnimation_interrupts() throws {
        let sut = try Self.makeSUT(.interrupt)
        sut.send(.tap(slot: 1), advancing: .milliseconds(100)) { $0.startMove(to: "search", pulse: "hover") }
        sut.send(.tap(slot: 2)) { $0.startMove(to: "inbox") }  // fails: field dip.slot
        sut.advance(by: .seconds(2)) { $0.settle() }
    }
}
