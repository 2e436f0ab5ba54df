extension TabBarPresenter {
    /// Takes the configuration's labels, badge limit and customizability.
    func adoptLabelsBadgeLimitAndCustomizing(of configuration: TabBarConfiguration) throws(TabBarError) {
        guard configuration.badgeLimit >= 1 else { throw .badgeLimitTooSmall(configuration.badgeLimit) }
        labels = configuration.labels
        badgeLimit = configuration.badgeLimit
        isCustomizable = configuration.customizable
    }

    /// Shows titles as `labels` says and sends `display` when the mode changes (even when no
    /// slot's title appears or disappears); the same mode again sends nothing.
    public func setLabels(_ labels: LabelVisibility) { send { $0.change(\.labels, to: labels) } }

    /// Sets the largest count a badge shows and sends `display` when it changes.
    ///
    /// - Throws: ``TabBarError/badgeLimitTooSmall(_:)`` for a limit below 1; nothing changes then.
    public func setBadgeLimit(_ limit: Int) throws(TabBarError) {
        guard limit >= 1 else { throw .badgeLimitTooSmall(limit) }
        send { $0.change(\.badgeLimit, to: limit) }
    }

    /// Sets (or clears, with `nil`) a tab's badge.
    @available(*, deprecated, renamed: "setBadge(_:for:)")
    public func setBadgeValue(_ badge: TabBadge?, for id: TabID) throws(TabBarError) {
        try setBadge(badge, for: id)
    }
}
