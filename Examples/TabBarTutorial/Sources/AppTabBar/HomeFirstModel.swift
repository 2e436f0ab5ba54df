import TabBarKit

/// The app's own model: the tabs come from remote configuration, and Home always stays first.
/// The protocol's defaults do the rest; every edit and every move goes through `replaceTabs`,
/// so the rule is kept in one place. A refusal is any `TabBarError` (the presenter reports
/// every refused request as `invalid`); this one names the tab that must stay.
struct HomeFirstModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible = 5
    var selection: Selection

    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        guard tabs.first?.id == AppTabs.home.id else { throw .unknownTab(AppTabs.home.id, suggestion: nil) }
        try Self.validate(tabs: tabs)
        self.tabs = tabs
        selectFirstEnabledTabIfSelectionIsGone()
    }
}
