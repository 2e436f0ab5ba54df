import TabBarKit
import TabBarTesting
import XCTest

/// A model whose own `apply` removes a tab but forgets the selection rule.
private struct ForgetfulModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    init(fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
    }

    mutating func apply(_ edit: TabEdit) throws(TabBarError) {
        guard case .remove = edit else { return try replaceTabs(edit.applied(to: tabs)) }
        tabs = try edit.applied(to: tabs)
    }
}

/// A model with a rule of its own: `home` stays first. It refuses every list that breaks it, in
/// `replaceTabs`, which the protocol's `apply` and `move` go through.
private struct HomeFirstModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        guard tabs.first?.id == "home" else { throw .refused("home", reason: "home stays first") }
        try Self.validate(tabs: tabs)
        self.tabs = tabs
        selectFirstEnabledTabIfSelectionIsGone()
    }
}

/// The app's own tabs.
private let appTabs = [
    Tab(id: "home", title: "Home", icon: "house"),
    Tab(id: "search", title: "Search", icon: "magnifyingglass"),
    Tab(id: "inbox", title: "Inbox", icon: "tray"), Tab(id: "profile", title: "Profile", icon: "person"),
]

/// The smallest model: its storage, every rule the protocol's.
private struct StoredModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection
}

final class ModelConformanceXCTests: XCTestCase {
    func test_brokenModel_fails() {
        ModelConformance.check { ForgetfulModel(fixture: $0) }  // fails: model
    }

    func test_ownRuleModel_passesWhenItSaysSo() {
        ModelConformance.check(tabs: appTabs, rules: [.keepsFirst("home")]) {
            HomeFirstModel(tabs: $0.tabs, maxVisible: $0.maxVisible, selection: $0.selection)
        }
    }

    func test_conformingModel_passes() {
        ModelConformance.check {
            StoredModel(tabs: $0.tabs, maxVisible: $0.maxVisible, selection: $0.selection)
        }
    }
}
