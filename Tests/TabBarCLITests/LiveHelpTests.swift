import TabBarCLI
import TabBarKit
import Testing

/// The live mode's key-help line with a long More list: built from the tabs that fit only.
struct LiveHelpTests {
    private static func display(tabs count: Int) -> TabBarDisplay {
        let tabs = (0..<count).map { Tab(id: TabID("tab-\($0)"), title: "Tab \($0)", icon: "i") }
        return TabBarDisplay(
            tabs: tabs, maxVisible: 5, selection: .more, selectedSlot: 4, layout: TabBarLayout(),
            theme: .light,
            isHidden: false)
    }

    @Test func moreList_isListedInOrder() {
        let help = LiveCommand.help(for: Self.display(tabs: 7))
        #expect(help == "More: 1 Tab 4 · 2 Tab 5 · 3 Tab 6 — press a number to pick · ↑/↓ reorder · q quit")
    }

    @Test func longMoreList_isCutAtTheWidth_andMatchesTheFullLine() {
        let small = LiveCommand.help(for: Self.display(tabs: 200))
        let cut = LiveCommand.help(for: Self.display(tabs: 200), maximumLength: 79)
        #expect(cut.count >= 79)
        #expect(cut.count < 79 + 20)
        #expect(small.hasPrefix(cut))
    }

    /// 100,000 tabs under More: the line is as short as with 200 (the rest is never read).
    @Test func hundredThousandTabs_buildOnlyWhatFits() {
        let cut = LiveCommand.help(for: Self.display(tabs: 100_000), maximumLength: 79)
        #expect(cut == LiveCommand.help(for: Self.display(tabs: 200), maximumLength: 79))
    }
}
