extension TabBarModel {
    /// Sets or clears (`nil`, or empty text) the badge of the tab with `id`: a count or text
    /// through ``setBadge(_:for:)``, a dot by replacing the tab list with the tab's dot set
    /// (O(n)). A badge written the same changes nothing.
    public mutating func setBadgeValue(_ badge: TabBadge?, for id: TabID) throws(TabBarError) {
        // An unknown id goes to `setBadge`, which throws the model's own error for it.
        guard let badge, badge.kind == .dot, let index = index(of: id) else {
            try setBadge(badge?.written, for: id)
            return
        }
        guard tabs[index].badgeValue != badge else { return }
        var tabs = self.tabs
        tabs[index].badgeValue = badge
        try replaceTabs(tabs)
    }
}
