import TabBarCLI
import TabBarKit
import Testing

struct LiveCommandTests {
    private func display(
        selection: Selection = .tab("a"), selectedSlot: Int = 0, direction: LayoutDirection = .ltr
    ) -> TabBarDisplay {
        let tabs = ["a", "b", "c", "d", "e", "f"].map { Tab(id: TabID($0), title: $0.uppercased(), icon: $0) }
        return TabBarDisplay(
            tabs: tabs, maxVisible: 4, selection: selection, selectedSlot: selectedSlot,
            layout: TabBarLayout(direction: direction), theme: .light, isHidden: false)
    }

    @Test func numberKeys_tapSlots() {
        #expect(LiveCommand.command(for: .character("3"), in: display()) == .tapSlot(2))
        #expect(LiveCommand.command(for: .character("0"), in: display()) == nil)
    }

    @Test func numberKeys_pickFromTheMoreListWhileItShows() {
        let more = display(selection: .more, selectedSlot: 3)
        #expect(LiveCommand.command(for: .character("2"), in: more) == .pick("e"))
        #expect(LiveCommand.command(for: .character("4"), in: more) == nil)
    }

    @Test func arrows_tapTheNeighbourAsSeen_wrappingAround() {
        #expect(LiveCommand.command(for: .right, in: display()) == .tapSlot(1))
        #expect(LiveCommand.command(for: .left, in: display()) == .tapSlot(3))
        #expect(LiveCommand.command(for: .right, in: display(direction: .rtl)) == .tapSlot(3))
    }

    @Test func letters_moreThemeDirectionMotionPolicyQuit() {
        #expect(LiveCommand.command(for: .character("m"), in: display()) == .tapMore)
        #expect(LiveCommand.command(for: .character("t"), in: display()) == .toggleTheme)
        #expect(LiveCommand.command(for: .character("r"), in: display()) == .toggleDirection)
        #expect(LiveCommand.command(for: .character("a"), in: display()) == .toggleReduceMotion)
        #expect(LiveCommand.command(for: .character("p"), in: display()) == .nextTapPolicy)
        #expect(LiveCommand.command(for: .character("q"), in: display()) == .quit)
        #expect(LiveCommand.command(for: .character("w"), in: display()) == .writeTest)
        #expect(LiveCommand.command(for: .interrupt, in: display()) == .interrupt)
        #expect(LiveCommand.command(for: .character("x"), in: display()) == nil)
    }

    @Test func help_listsTheMoreTabsWhileTheListShows() {
        #expect(
            LiveCommand.help(for: display())
                == "q quit · 1-4 tap · ←/→ move · m More · t theme · r rtl · a motion · p policy · b badge · l labels · w write test"
        )
        #expect(
            LiveCommand.help(for: display(selection: .more, selectedSlot: 3))
                == "More: 1 D · 2 E · 3 F — press a number to pick · ↑/↓ reorder · q quit")
    }

    @Test func badgeLabelsAndReorderingKeys() {
        #expect(
            LiveCommand.command(for: .character("b"), in: display(selection: .tab("c"))) == .cycleBadge("c"))
        #expect(
            LiveCommand.command(for: .character("b"), in: display(selection: .more, selectedSlot: 3))
                == .cycleBadge("a"))
        #expect(LiveCommand.command(for: .character("l"), in: display()) == .nextLabels)
        let more = display(selection: .more, selectedSlot: 3)
        #expect(LiveCommand.command(for: .up, in: more) == .move("d", to: 2))
        #expect(LiveCommand.command(for: .down, in: more) == .move("c", to: 5))
        #expect(LiveCommand.command(for: .up, in: display()) == nil)
    }
}
