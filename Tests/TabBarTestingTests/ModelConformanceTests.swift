import TabBarKit
import Testing

@testable import TabBarTesting

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

/// Keeps a rule of the app's own: `home` stays first. It refuses every list that breaks it, in
/// `replaceTabs`, which the protocol's `apply` and `move` go through.
private struct HomeFirstModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    init(_ fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
    }

    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        guard tabs.first?.id == "home" else { throw .refused("home", reason: "home stays first") }
        try Self.validate(tabs: tabs)
        self.tabs = tabs
        selectFirstEnabledTabIfSelectionIsGone()
    }
}

private let appTabs = [
    Tab(id: "home", title: "Home", icon: "house"),
    Tab(id: "search", title: "Search", icon: "magnifyingglass"),
    Tab(id: "inbox", title: "Inbox", icon: "tray", isEnabled: false),
    Tab(id: "extra", title: "Extra", icon: "star"),
]

struct ModelConformanceTests {
    @Test func aModelWithARuleOfItsOwn_passesWhenItSaysSo() {
        ModelConformance.check(tabs: appTabs, rules: [.keepsFirst("home")]) { HomeFirstModel($0) }
        ModelConformance.check(rules: [.keepsFirst("home")]) { HomeFirstModel($0) }
        ModelConformance.check(tabs: appTabs, maxVisible: 2, rules: [.keepsFirst("home")]) {
            HomeFirstModel($0)
        }
    }

    @Test func aModelWithARuleOfItsOwn_unsaid_isOneFinding() {
        let found = ModelConformance.findings(tabs: appTabs) { HomeFirstModel($0) }

        // Its refusals, through replaceTabs, edits and moves, are one rule broken: one finding,
        // which says how to declare the rule.
        #expect(found.map(\.check) == [.replaceTabs])
        #expect(found.first?.message.hasSuffix(ModelConformance.ownRuleFix) == true)
        #expect(
            found.first.map { String($0.message.prefix { $0 != "\n" }) }
                == "replaceTabs([extra, inbox (disabled), search, home, extra-2]), on fixture \"your tabs in 4 slots, .tab(\"home\") selected\", threw, but must succeed."
        )
    }

    @Test func aRuleSaidButNotKept_isOneFinding() {
        let found = ModelConformance.findings(tabs: appTabs, rules: [.keepsFirst("home")]) { StoredModel($0) }

        #expect(found.map(\.check) == [.replaceTabs])
        let message = found.first?.message ?? ""
        #expect(
            message.contains("succeeded, but must throw (it would break your rule \"home stays first\").")
        )
        // The calls on your own tabs use ids your tabs do not have.
        #expect(message.contains("extra-2"))
        // The fix is to keep the rule, not to check the list as the kit's rules alone would say.
        #expect(message.hasSuffix(ModelConformance.ruleFix))
    }

    @Test func yourTabs_mustBeValidAndKeepYourRules() {
        let duplicate = ModelConformance.findings(tabs: appTabs + [appTabs[0]]) { StoredModel($0) }
        let unruly = ModelConformance.findings(tabs: appTabs.reversed(), rules: [.keepsFirst("home")]) {
            StoredModel($0)
        }

        #expect(
            duplicate.map(\.message) == [
                "The tabs [home, search, inbox (disabled), extra, home] are not a valid list.\n\n"
                    + ModelConformance.invalidTabsFix
            ])
        #expect(
            unruly.first?.message.hasPrefix(
                "The tabs [extra, inbox (disabled), search, home] break your rule") == true)
    }

    @Test func yourTabs_makeFixturesThatFitAndOverflow() {
        let fixtures = ModelConformance.fixtures(of: appTabs, maxVisible: nil)

        #expect(
            fixtures.map(\.name) == [
                "your tabs in 4 slots, .tab(\"home\") selected",
                "your tabs in 4 slots, .tab(\"extra\") selected",
                "your tabs in 3 slots, .tab(\"home\") selected",
                "your tabs in 3 slots, .tab(\"extra\") selected",
                "your tabs in 3 slots, .more selected",
            ])
    }

    @Test func theSmallestModel_conforms() {
        let found = ModelConformance.check { StoredModel($0) }

        #expect(found.isEmpty)
    }

    @Test func defaultModel_conforms() {
        ModelConformance.check { try DefaultTabBarModel(tabs: $0.tabs, maxVisible: $0.maxVisible) }
    }

    @Test func anApplyThatForgetsTheSelectionRule_isOneFinding() {
        let found = ModelConformance.findings { ForgetfulRemoveModel($0) }

        // One broken rule, one finding: not also one per call, nor `validate()` failing after it.
        #expect(found.map(\.check) == [.selectionRule])
        let message = found.first?.message ?? ""
        #expect(
            message.hasPrefix(
                """
                apply(.remove("search")), on fixture "three tabs that fit", left another selection than \
                the selection rule gives.

                  Expected: tabs [home, account], selection .tab("home")
                  Actual:   tabs [home, account], selection .tab("search")

                The same rule is broken by
                """))
        #expect(
            message.hasSuffix(
                "To fix, end every change of the tabs with selectFirstEnabledTabIfSelectionIsGone(), as the default replaceTabs(_:) does (apply(_:) and move(_:to:) go through it)."
            ))
        // The spelled `remove` runs the selection rule itself, so it is not found.
        #expect(!message.contains("; remove("))
    }

    @Test func anIndexOffByOne_isFoundByIndex() {
        let found = ModelConformance.findings { OffByOneIndexModel($0) }

        #expect(found.map(\.check) == [.index])
        #expect(
            found.first?.message
                == """
                the factory, on fixture "three tabs that fit", left index(of:) disagreeing with tabs.

                  Expected: index(of: "home") == 0
                  Actual:   index(of: "home") == 1

                The same rule is broken by 4 more call(s): the factory on "six tabs in four slots, a \
                disabled one, an overflow tab selected"; the factory on "six tabs in four slots, More \
                selected"; the factory on "three tabs in two slots, the first disabled, More selected"; \
                and 1 more.

                To fix, return the position of the tab in `tabs` (delete your index(of:) to use the \
                default, a linear search), and keep an index of your own up to date in every mutation \
                and in the `tabs` setter.
                """)
    }

    @Test func anIndexNotRebuilt_isFoundAfterMutations() {
        let found = ModelConformance.findings([.index]) { StaleIndexModel($0) }

        #expect(found.map(\.check) == [.index])
        let message = found.first?.message ?? ""
        #expect(
            message.hasPrefix(
                "tabs = [account, search, home], on fixture \"three tabs that fit\", left index(of:) disagreeing"
            )
        )
        #expect(message.contains("insert(extra, at: 0)"))
    }

    @Test func aReplaceTabsWithoutTheSelectionRule_isOneFinding() {
        let found = ModelConformance.findings { NoFallbackModel($0) }

        #expect(found.map(\.check) == [.selectionRule])
        #expect(
            found.first?.message.hasPrefix(
                "replaceTabs([home, account]), on fixture \"three tabs that fit\", left another selection than the selection rule gives."
            ) == true)
    }

    @Test func aSelectThatChecksNothing_isFoundBySelect() {
        let found = ModelConformance.findings([.select]) { CarelessModel($0) }

        #expect(found.map(\.check) == [.select])
        let message = found.first?.message ?? ""
        #expect(
            message.hasPrefix(
                "select(.more), on fixture \"three tabs that fit\", succeeded, but must throw."))
        #expect(message.contains("select(.tab(\"search\")) on \"six tabs in four slots"))
        #expect(message.contains("To fix, check the selection with validateSelection(_:)"))
    }

    @Test func check_recordsEachFindingAndReturnsThem() {
        var found: [ModelConformance.Finding] = []
        withKnownIssue {
            found = ModelConformance.check([.index]) { OffByOneIndexModel($0) }
        } matching: { issue in
            text(of: issue).hasPrefix(
                "the factory, on fixture \"three tabs that fit\", left index(of:) disagreeing")
        }
        #expect(found.count == 1)
    }
}
