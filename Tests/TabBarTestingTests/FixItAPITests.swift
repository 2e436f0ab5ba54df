import TabBarKit
import Testing

@testable import TabBarTesting

/// A model written with every API the ModelConformance fix-its name: if one of them is renamed
/// or removed, this file stops compiling, and the test below fails when a fix-it names another.
private struct EveryNamedAPIModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    func index(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }

    mutating func select(_ selection: Selection) throws(TabBarError) {
        try validateSelection(selection)
        self.selection = selection
    }

    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        try Self.validate(tabs: tabs)
        try DefaultTabBarModel.validate(tabs: tabs)
        self.tabs = tabs
        selectFirstEnabledTabIfSelectionIsGone()
    }

    mutating func apply(_ edit: TabEdit) throws(TabBarError) { try replaceTabs(edit.applied(to: tabs)) }

    mutating func moveAndCheck(_ id: TabID, to index: Int) throws(TabBarError) {
        try move(id, to: index)
        try validate()
    }
}

struct FixItAPITests {
    /// The APIs the model above calls, as the fix-its write them.
    static let compiled: Set<String> = [
        "index(of:)", "select(_:)", "replaceTabs(_:)", "validateSelection(_:)", "Self.validate(tabs:)",
        "DefaultTabBarModel.validate(tabs:)", "TabEdit.applied(to:)", "apply(_:)",
        "selectFirstEnabledTabIfSelectionIsGone()", "move(_:to:)", "validate()",
    ]

    @Test func everyFixIt_namesOnlyAnAPIThatCompiles() throws {
        let fixes =
            (ModelConformance.fixes.values + [
                ModelConformance.invalidTabsFix, ModelConformance.ownRuleFix, ModelConformance.ruleFix,
            ])
            .joined(
                separator: "\n")
        // Every `name(label:)` or `Type.name(label:)` a fix-it writes.
        let named = Set(fixes.matches(of: /(?:[A-Z]\w*\.)?[a-z]\w*\((?:\w*:)*\)/).map { String($0.output) })

        #expect(!named.isEmpty)
        #expect(
            named.subtracting(Self.compiled).isEmpty,
            "named but not compiled: \(named.subtracting(Self.compiled).sorted())")
        #expect(ModelConformance.fixes.count == 7)
    }

    /// The spellings of a rule of your own that a fix-it shows.
    @Test func theRuleSpellingsOfAFixIt_compile() {
        let keepsFirst = ModelConformance.Rule("home stays first") { tabs, _ in tabs.first?.id == "home" }
        _ = ModelConformance.findings(rules: [.keepsFirst("home"), keepsFirst]) {
            EveryNamedAPIModel(tabs: $0.tabs, maxVisible: $0.maxVisible, selection: $0.selection)
        }
        #expect(
            ModelConformance.ownRuleFix.contains(
                "ModelConformance.check(rules: [.keepsFirst(\"home\")]) { … }"))
        #expect(ModelConformance.ownRuleFix.contains("ModelConformance.Rule(\"…\") { tabs, selection in … }"))
        #expect(keepsFirst.holds(ModelConformance.fixtures[0].tabs, .more))
    }

    @Test func theModelWrittenWithThem_conforms() {
        ModelConformance.check {
            EveryNamedAPIModel(tabs: $0.tabs, maxVisible: $0.maxVisible, selection: $0.selection)
        }
    }
}
