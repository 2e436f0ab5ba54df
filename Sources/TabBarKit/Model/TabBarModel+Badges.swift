extension TabBarModel {
    /// Sets or clears the badge of the tab with `id`.
    @available(*, deprecated, renamed: "setBadge(_:for:)")
    public mutating func setBadgeValue(_ badge: TabBadge?, for id: TabID) throws(TabBarError) {
        try setBadge(badge, for: id)
    }
}
