import TabBarKit
import Testing

/// ``DefaultTabBarModel`` answers the rules a tap runs with its own faster code (kept
/// positions, a scan of short lists); it must give the answers of the protocol's default
/// implementations, which a model with only the six basic requirements gets.
struct ModelRulesTests {
    /// A model that implements only what it must, so every rule is the protocol's default.
    private struct MinimalModel: TabBarModel {
        var tabs: [Tab]
        var maxVisible: Int
        var selection: Selection

        mutating func select(_ selection: Selection) throws(TabBarError) {
            try validateSelection(selection)
            self.selection = selection
        }

        mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
            try Self.validate(tabs: tabs)
            self.tabs = tabs
        }
    }

    /// `count` tabs; every third is disabled, and the first is always enabled.
    private static func tabs(_ count: Int) -> [Tab] {
        (0..<count).map { index in
            Tab(
                id: TabID("tab-\(index)"), title: "Tab \(index)", icon: "icon-\(index)",
                selectedIcon: index.isMultiple(of: 2) ? "filled-\(index)" : nil,
                isEnabled: index == 0 || !index.isMultiple(of: 3))
        }
    }

    /// Short lists (scanned) and longer ones (looked up), with and without a More slot.
    @Test(arguments: [2, 5, 7, 8, 9, 12])
    func defaultModel_answersAsTheDefaultRules(tabCount: Int) throws {
        let tabs = Self.tabs(tabCount)
        var model = try DefaultTabBarModel(tabs: tabs, maxVisible: 5)
        var minimal = MinimalModel(tabs: tabs, maxVisible: 5, selection: model.selection)
        let targets = tabs.map { Selection.tab($0.id) } + [.more, .tab("missing")]
        for target in targets {
            let outcome = Result { () throws(TabBarError) in try model.select(target) }
            let expected = Result { () throws(TabBarError) in try minimal.select(target) }
            #expect(outcome.error == expected.error, "select \(target)")
            #expect(model.selection == minimal.selection)
            #expect(model.selectedSlot == minimal.selectedSlot, "after \(target)")
            for selection in targets {
                #expect(model.circleIcon(for: selection) == minimal.circleIcon(for: selection))
                #expect(model.slot(of: selection) == minimal.slot(of: selection))
            }
            for slot in -1...(tabCount + 1) {
                #expect(model.selection(atSlot: slot) == minimal.selection(atSlot: slot), "slot \(slot)")
                #expect(model.slot(ofTabAt: slot) == minimal.slot(ofTabAt: slot))
            }
            for tab in tabs { #expect(model.index(of: tab.id) == minimal.index(of: tab.id)) }
            #expect(model.index(of: "missing") == nil)
        }
    }
}

extension Result {
    /// The error, if this is a failure.
    fileprivate var error: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
