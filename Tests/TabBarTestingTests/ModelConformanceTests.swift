import TabBarKit
import TabBarTesting
import Testing

/// The smallest model: three stored properties, every rule the protocol's.
private struct StoredModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    init(_ fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
    }
}

/// Removes tabs by hand and forgets the selection rule when the selected tab goes.
private struct ForgetfulRemoveModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    init(_ fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
    }

    mutating func apply(_ edit: TabEdit) throws(TabBarError) {
        guard case .remove = edit else { return try replaceTabs(edit.applied(to: tabs)) }
        tabs = try edit.applied(to: tabs)
    }
}

/// Counts positions from 1.
private struct OffByOneIndexModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    init(_ fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
    }

    func index(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id }.map { $0 + 1 } }
}

/// Keeps an index, built when it is made and never again.
private struct StaleIndexModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection
    private let positions: [TabID: Int]

    init(_ fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
        positions = Dictionary(uniqueKeysWithValues: tabs.enumerated().map { ($1.id, $0) })
    }

    func index(of id: TabID) -> Int? { positions[id] }
}

/// The smallest model this repository had before ModelConformance: its own `select` and a
/// `replaceTabs` without the selection rule.
private struct NoFallbackModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    init(_ fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
    }

    mutating func select(_ selection: Selection) throws(TabBarError) {
        try validateSelection(selection)
        self.selection = selection
    }

    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        try Self.validate(tabs: tabs)
        self.tabs = tabs
    }
}

/// Selects anything, and sets tabs that are assigned in reverse.
private struct CarelessModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    init(_ fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
    }

    mutating func select(_ selection: Selection) throws(TabBarError) { self.selection = selection }
}

struct ModelConformanceTests {
    @Test func theSmallestModel_conforms() {
        let found = ModelConformance.check { StoredModel($0) }

        #expect(found.isEmpty)
    }

    @Test func defaultModel_conforms() {
        ModelConformance.check { try DefaultTabBarModel(tabs: $0.tabs, maxVisible: $0.maxVisible) }
    }

    @Test func anApplyThatForgetsTheSelectionRule_isFoundByEdits() {
        let found = ModelConformance.findings { ForgetfulRemoveModel($0) }

        #expect(found.map(\.check) == [.edits, .staysValid])
        let message = found.first?.message ?? ""
        #expect(
            message.hasPrefix("apply(.remove) left other tabs or another selection than the rules give.\n"))
        #expect(message.contains("apply(.remove(\"search\")), on fixture \"three tabs that fit\":"))
        #expect(message.contains("Expected: tabs [home, account], selection .tab(\"home\")"))
        #expect(message.contains("Actual:   tabs [home, account], selection .tab(\"search\")"))
        #expect(message.contains("To fix, make apply(_:) leave the tabs that TabEdit.applied(to:) gives"))
        // The spelled `remove` runs the selection rule itself, so it is not found.
        #expect(!found.contains { $0.message.hasPrefix("remove(_:)") })
    }

    @Test func anIndexOffByOne_isFoundByIndex() {
        let found = ModelConformance.findings { OffByOneIndexModel($0) }

        #expect(found.map(\.check) == [.index])
        #expect(
            found.first?.message
                == """
                index(of:) disagrees with tabs after a new model.

                  the factory, on fixture "three tabs that fit":
                  Expected: index(of: "home") == 0
                  Actual:   index(of: "home") == 1

                The same in 4 more case(s): the factory on "six tabs in four slots, a disabled one, an \
                overflow tab selected"; the factory on "six tabs in four slots, More selected"; and 2 more.

                To fix, return the position of the tab in `tabs` (delete your index(of:) to use the \
                default, a linear search), and keep an index of your own up to date in every mutation \
                and in the `tabs` setter.
                """)
    }

    @Test func anIndexNotRebuilt_isFoundAfterMutations() {
        let found = ModelConformance.findings([.index]) { StaleIndexModel($0) }

        #expect(found.map(\.check).allSatisfy { $0 == .index })
        #expect(
            found.contains { $0.message.hasPrefix("index(of:) disagrees with tabs after assigning tabs.") })
        #expect(
            found.contains { $0.message.hasPrefix("index(of:) disagrees with tabs after apply(.insert).") })
    }

    @Test func aReplaceTabsWithoutTheSelectionRule_isFound() {
        let found = ModelConformance.findings { NoFallbackModel($0) }
        let headlines = found.map { $0.message.prefix { $0 != "\n" } }

        #expect(
            Set(found.map(\.check.rawValue))
                == Set([ModelConformance.Checks.replaceTabs, .edits, .staysValid].map(\.rawValue)))
        #expect(
            headlines.contains(
                "replaceTabs(_:) with a list without the selected tab left other tabs or another selection than the rules give."
            ))
        #expect(
            headlines.contains(
                "replaceTabs(_:) with a list too short for a More slot left other tabs or another selection than the rules give."
            ))
        #expect(
            headlines.contains("apply(.remove) left other tabs or another selection than the rules give."))
    }

    @Test func aSelectThatChecksNothing_isFoundBySelect() {
        let found = ModelConformance.findings([.select]) { CarelessModel($0) }

        #expect(
            found.map { $0.message.prefix { $0 != "\n" } } == [
                "select(.more) without a More slot succeeded, but must throw.",
                "select(_:) of an unknown id succeeded, but must throw.",
                "select(_:) of a disabled tab succeeded, but must throw.",
            ])
        #expect(
            found.first?.message.contains("To fix, check the selection with validateSelection(_:)") == true)
    }

    @Test func check_recordsEachFindingAndReturnsThem() {
        var found: [ModelConformance.Finding] = []
        withKnownIssue {
            found = ModelConformance.check([.index]) { OffByOneIndexModel($0) }
        } matching: { issue in
            text(of: issue).hasPrefix("index(of:) disagrees with tabs after a new model.")
        }
        #expect(found.count == 1)
    }
}
