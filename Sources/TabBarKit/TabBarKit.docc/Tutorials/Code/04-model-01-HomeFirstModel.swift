import TabBarKit

/// The app's own model: the tabs come from remote configuration, and Home always stays first.
/// The protocol's defaults do the rest; every edit and every move goes through `replaceTabs`,
/// so the rule is kept in one place. A refusal is `TabBarError.refused`, naming the tab and the
/// rule; the presenter reports a user's request it refuses as `unavailable`.
struct HomeFirstModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible = 5
    var selection: Selection

    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        guard tabs.first?.id == AppTabs.home.id else {
            throw .refused(AppTabs.home.id, reason: "Home stays first")
        }
        try Self.validate(tabs: tabs)
        self.tabs = tabs
        selectFirstEnabledTabIfSelectionIsGone()
    }
}
