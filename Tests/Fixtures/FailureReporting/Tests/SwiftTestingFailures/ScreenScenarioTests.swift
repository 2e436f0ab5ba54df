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
        sut.send(.tap(slot: 1)) {  // fails: field circle.isShown
            $0.selected = 1
            $0.slots[0].title = nil
            $0.slots[1].title = "Search"
            $0.content = .tab("search")
            $0.dip.heading = 1
            $0.isInteractive = false
            $0.inputs["search.hover"] = true
            $0.reports = [.selected(.tab("search"), previous: .tab("home")), .feedback]
        }
        sut.advance(by: .milliseconds(200)) { $0.circle = .init(slot: 1, icon: "magnifyingglass") }
        sut.advance(by: .milliseconds(200)) {
            $0.dip = .init(slot: 1)
            $0.isInteractive = true
        }
        sut.advance(by: .milliseconds(1100)) { $0.inputs["search.hover"] = false }
    }

    @Test func pickFromMore_selectsTheTabBehindMore() {
        sut.send(.tap(.more), advancing: .milliseconds(400)) {
            $0.selected = 4
            $0.slots[0].title = nil
            $0.slots[4].title = "More"
            $0.content = .more(items: ["saved", "settings"])
            $0.dip = .init(slot: 4)
            $0.circle = .init(slot: 4, icon: "ellipsis")
            $0.reports = [.selected(.more, previous: .tab("home")), .feedback]
        }
        sut.send(.pick("settings"), advancing: .milliseconds(400)) {  // fails: field circle.icon
            $0.content = .tab("settings")
            $0.circle.icon = "gears"
            $0.reports = [.selected(.tab("settings"), previous: .more), .feedback]
        }
    }

    @Test func feedback_onlyForASelection() {
        sut.send(.tap(slot: 3)) { $0.reports = [.rejected(.tab("drafts"), reason: .disabled)] }
        sut.send(.tap(slot: 0)) {  // fails: field reports[1]
            $0.reports = [.reselected(.tab("home")), .feedback]
        }
        sut.send(.shortcut(3), advancing: .milliseconds(400)) {
            $0.selected = 2
            $0.slots[0].title = nil
            $0.slots[2].title = "Inbox"
            $0.content = .tab("inbox")
            $0.dip = .init(slot: 2)
            $0.circle = .init(slot: 2, icon: "tray")
            $0.reports = [.selected(.tab("inbox"), previous: .tab("home")), .feedback]
        }
    }

    @Test func shortcutToAnOverflowTab_selectsMore() {
        sut.send(.shortcut(6), advancing: .milliseconds(400)) {  // fails: field slots[4].title
            $0.selected = 4
            $0.slots[0].title = nil
            $0.content = .tab("settings")
            $0.dip = .init(slot: 4)
            $0.circle = .init(slot: 4, icon: "gear")
            $0.reports = [.selected(.tab("settings"), previous: .tab("home")), .feedback]
        }
    }

    @Test func move_reordersTheSlotsAndTheMoreList() {
        sut.send(.move("settings", to: 1)) {  // fails: field more[0]
            $0.slots[1] = .init(tab: .tab("settings"), title: nil)
            $0.slots[2] = .init(tab: .tab("search"), title: nil)
            $0.slots[3] = .init(tab: .tab("inbox"), title: nil, badge: "9+")
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

    @Test func tapMidAnimation_deferred_runsWhenTheFirstEnds() throws {
        sut.presenter.didTap(slot: 1)  // as in tap_wavesTheDipAndPulsesTheIcon
        sut.scheduler.advance(by: .milliseconds(100))
        sut.view.skipReceived()
        sut.send(.tap(slot: 2))
        sut.advance(by: .milliseconds(300)) {  // fails: field dip.slot
            $0.selected = 2
            $0.slots[1].title = nil
            $0.slots[2].title = "Inbox"
            $0.content = .tab("inbox")
            $0.dip = .init(slot: 0, heading: 2)
            $0.circle.slot = 1
            $0.circle.icon = "magnifyingglass"
            $0.reports = [.selected(.tab("inbox"), previous: .tab("search")), .feedback]
        }
        sut.advance(by: .seconds(2)) {
            $0.dip = .init(slot: 2)
            $0.circle = .init(slot: 2, icon: "tray")
            $0.inputs["search.hover"] = false
            $0.isInteractive = true
        }
    }

    @Test func tapMidAnimation_dropped() throws {
        let sut = try Self.makeSUT(.drop)
        sut.presenter.didTap(slot: 1)  // as in tap_wavesTheDipAndPulsesTheIcon
        sut.scheduler.advance(by: .milliseconds(100))
        sut.view.skipReceived()
        sut.send(.tap(slot: 2)) {  // fails: field reports[0]
            $0.reports = [.rejected(.tab("inbox"), reason: .disabled)]
        }
        sut.advance(by: .seconds(2)) {
            $0.dip = .init(slot: 1)
            $0.circle = .init(slot: 1, icon: "magnifyingglass")
            $0.inputs["search.hover"] = false
            $0.isInteractive = true
        }
    }

    @Test func tapMidAnimation_interrupts() throws {
        let sut = try Self.makeSUT(.interrupt)
        sut.presenter.didTap(slot: 1)  // as in tap_wavesTheDipAndPulsesTheIcon
        sut.scheduler.advance(by: .milliseconds(100))
        sut.view.skipReceived()
        sut.send(.tap(slot: 2)) {  // fails: field content
            $0.selected = 2
            $0.slots[1].title = nil
            $0.slots[2].title = "Inbox"
            $0.dip = .init(slot: 0.129, heading: 2)
            $0.reports = [.selected(.tab("inbox"), previous: .tab("search")), .feedback]
        }
        sut.advance(by: .seconds(2)) {
            $0.dip = .init(slot: 2)
            $0.circle = .init(slot: 2, icon: "tray")
            $0.inputs["search.hover"] = false
            $0.isInteractive = true
        }
    }
}
