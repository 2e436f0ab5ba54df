import TabBarKit
import TabBarTesting
import Testing

/// ``DefaultTabBarModel`` answers the rules a tap runs with its own faster code (kept
/// positions, edits in place); it must give the answers of the protocol's default
/// implementations, which a model with only the three stored requirements gets.
struct ModelRulesTests {
    /// A model that implements only what it must, so every rule is the protocol's default.
    private struct MinimalModel: TabBarModel {
        var tabs: [Tab]
        var maxVisible: Int
        var selection: Selection
    }

    @Test func minimalModel_passesModelConformance() {
        ModelConformance.check {
            MinimalModel(tabs: $0.tabs, maxVisible: $0.maxVisible, selection: $0.selection)
        }
    }

    @Test func defaultModel_passesModelConformance() {
        ModelConformance.check { try DefaultTabBarModel(tabs: $0.tabs, maxVisible: $0.maxVisible) }
    }

    /// Every edit, on both models, from every selection: the same tabs, selection and errors.
    @Test(arguments: [2, 5, 7, 8])
    func defaultModel_editsAsTheDefaultRules(tabCount: Int) throws {
        let tabs = Self.tabs(tabCount)
        let ids = tabs.map(\.id) + ["missing"]
        let edits: [TabEdit] =
            ids.map { .remove($0) } + ids.map { .setEnabled(false, for: $0) }
            + ids.map { .setEnabled(true, for: $0) }
            + ids.map { .setBadge("9", for: $0) } + [
                .insert(Tab(id: "new", title: "New", icon: "plus"), at: 1)
            ]
        for selected in tabs.filter(\.isEnabled) {
            for edit in edits {
                var model = try DefaultTabBarModel(tabs: tabs, maxVisible: 5, initial: selected.id)
                var minimal = MinimalModel(tabs: tabs, maxVisible: 5, selection: model.selection)
                let outcome = Result { () throws(TabBarError) in try model.apply(edit) }
                let expected = Result { () throws(TabBarError) in try minimal.apply(edit) }
                #expect(outcome.error == expected.error, "\(edit) from \(selected.id)")
                #expect(model.tabs == minimal.tabs && model.selection == minimal.selection, "\(edit)")
                for tab in model.tabs { #expect(model.index(of: tab.id) == minimal.index(of: tab.id)) }
            }
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
