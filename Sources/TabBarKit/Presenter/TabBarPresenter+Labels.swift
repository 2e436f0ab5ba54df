extension TabBarPresenter {
    /// Which slots show their title (the behaviour contract, section 7). Change it with
    /// ``setLabels(_:)``.
    public var labels: LabelVisibility { state.labels }

    /// The largest count a badge shows; above it, `<limit>+`.
    public var badgeLimit: Int { state.badgeLimit }

    /// Whether the user may reorder the tabs (``TabBarConfiguration/customizable``).
    public var isCustomizable: Bool {
        get { state.isCustomizable }
        set { state.isCustomizable = newValue }
    }

    /// Takes the configuration's labels, badge limit and customizability.
    func applySection7Settings(of configuration: TabBarConfiguration) throws(TabBarError) {
        guard configuration.badgeLimit >= 1 else { throw .badgeLimitTooSmall(configuration.badgeLimit) }
        state.labels = configuration.labels
        state.badgeLimit = configuration.badgeLimit
        state.isCustomizable = configuration.customizable
    }

    /// Shows titles as `labels` says and sends `display` when the mode changes (even when no
    /// slot's title appears or disappears); the same mode again sends nothing.
    public func setLabels(_ labels: LabelVisibility) {
        guard labels != state.labels else { return }
        state.labels = labels
        if isLoaded { outlet.display(makeDisplay(of: model)) }
    }

    /// Sets the largest count a badge shows and sends `display` when it changes.
    ///
    /// - Throws: ``TabBarError/badgeLimitTooSmall(_:)`` for a limit below 1; nothing changes then.
    public func setBadgeLimit(_ limit: Int) throws(TabBarError) {
        guard limit >= 1 else { throw .badgeLimitTooSmall(limit) }
        guard limit != state.badgeLimit else { return }
        state.badgeLimit = limit
        if isLoaded { outlet.display(makeDisplay(of: model)) }
    }

    /// Sets (or clears, with `nil`) a tab's badge — a count, text or a dot — and sends
    /// `display` when it changed (a badge written the same is unchanged; a dot and the text
    /// `dot` differ).
    ///
    /// ```swift
    /// try presenter.setBadgeValue(.dot, for: "inbox")
    /// ```
    public func setBadgeValue(_ badge: TabBadge?, for id: TabID) throws(TabBarError) {
        let before = model.tab(id)
        try model.setBadgeValue(badge, for: id)
        guard model.tab(id) != before else { return }
        if isLoaded { outlet.display(makeDisplay(of: model)) }
    }
}
