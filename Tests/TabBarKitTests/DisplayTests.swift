import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct DisplayTests {
    @Test func items_carrySlotCentreOpacityAndAccessibilityLabel() throws {
        let (presenter, view, _) = try makeSUT()

        try presenter.select(.tab("archives"))

        let state = try #require(view.lastDisplay)
        view.skipReceived()  // checked through lastDisplay
        #expect(state.items.map(\.tab.id) == threeTabs)
        #expect(state.items.map(\.slot) == [0, 1, 2])
        #expect(state.items.map(\.x) == [65, 195, 325])
        #expect(state.items.map(\.isSelected) == [false, true, false])
        #expect(state.items.map(\.opacity) == [0.5, 1.0, 0.5])
        #expect(
            state.items.map(\.accessibilityLabel) == [
                "Lessons, tab, 1 of 3", "Archives, tab, 2 of 3, selected", "Search, tab, 3 of 3",
            ])
        #expect(state.more == nil)
        #expect(state.circleIcon == "archives-icon")
        view.skipReceived()
    }

    @Test func labels_addBadgeAndDimmedAfterSelected() throws {
        var tabs = makeTabs(threeTabs)
        tabs[0].badge = "9"
        tabs[1].badge = "3"
        tabs[1].isEnabled = false
        tabs[2].badge = ""
        let (presenter, view, _) = try makeSUT(tabs: tabs, loaded: false)

        presenter.viewDidLoad()

        let state = try #require(view.lastDisplay)
        view.skipReceived()  // checked through lastDisplay
        #expect(
            state.items.map(\.accessibilityLabel) == [
                "Lessons, tab, 1 of 3, selected, 9", "Archives, tab, 2 of 3, 3, dimmed",
                "Search, tab, 3 of 3",
            ])
        #expect(state.items.map(\.tab.badge) == ["9", "3", nil])
        #expect(state.items.map(\.tab.isEnabled) == [true, false, true])
    }

    @Test func labels_inRightToLeft_countSlotsFromOne() throws {
        let (presenter, view, _) = try makeSUT(layout: TabBarLayout(direction: .rtl), loaded: false)

        presenter.viewDidLoad()

        let state = try #require(view.lastDisplay)
        view.skipReceived()  // checked through lastDisplay
        #expect(state.items.map(\.x) == [325, 195, 65])
        #expect(
            state.items.map(\.accessibilityLabel) == [
                "Lessons, tab, 1 of 3, selected", "Archives, tab, 2 of 3", "Search, tab, 3 of 3",
            ])
    }

    @Test func moreSlot_listsTheOverflowAndOverflowTabsAreLabelledByTitleOnly() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3, initial: "inbox", loaded: false)

        presenter.viewDidLoad()

        let state = try #require(view.lastDisplay)
        view.skipReceived()  // checked through lastDisplay
        #expect(state.items.map(\.slot) == [0, 1, nil, nil, nil])
        #expect(state.items.map(\.x) == [65, 195, nil, nil, nil])
        #expect(state.items.map(\.opacity) == [0.5, 0.5, 0.5, 1.0, 0.5])
        #expect(
            state.items.map(\.accessibilityLabel) == [
                "Lessons, tab, 1 of 3", "Archives, tab, 2 of 3", "Search", "Inbox", "Profile",
            ])
        let more = try #require(state.more)
        #expect(more.slot == 2)
        #expect(more.x == 325)
        #expect(more.title == "More")
        #expect(more.icon == "ellipsis")
        #expect(more.isSelected)
        #expect(more.opacity == 1.0)
        #expect(more.accessibilityLabel == "More, tab, 3 of 3, selected")
        #expect(more.items == ["search", "inbox", "profile"])
        #expect(state.circleIcon == "inbox-icon")
    }

    @Test func moreSlot_whenAnotherSlotIsSelected_isDimmedToHalf() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3, loaded: false)

        presenter.viewDidLoad()

        let more = try #require(view.lastDisplay?.more)
        view.skipReceived()  // checked through lastDisplay
        #expect(!more.isSelected)
        #expect(more.opacity == 0.5)
        #expect(more.accessibilityLabel == "More, tab, 3 of 3")
    }

    @Test func moreList_selected_showsTheEllipsisInTheCircle() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3)

        try presenter.select(.more)

        let state = try #require(view.lastDisplay)
        view.skipReceived()  // checked through lastDisplay
        #expect(state.selection == .more)
        #expect(state.circleIcon == "ellipsis")
        #expect(state.items.map(\.isSelected) == [false, false, false, false, false])
        view.skipReceived()
    }
}
