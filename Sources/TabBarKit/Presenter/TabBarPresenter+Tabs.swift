extension TabBarPresenter {
    /// Inserts `tab` at `index`, then shows the new slots.
    ///
    /// - Throws: ``TabBarError/duplicateTabID(_:)`` or ``TabBarError/indexOutOfRange(_:count:)``
    ///   (and any validation error); nothing changes then.
    public func insert(_ tab: Tab, at index: Int) throws(TabBarError) {
        try edit(settling: true) { model throws(TabBarError) in try model.insert(tab, at: index) }
    }

    /// Removes the tab with `id`, then shows the new slots. When it was selected, the first
    /// enabled tab is selected without animation.
    ///
    /// - Throws: ``TabBarError/unknownTab(_:suggestion:)`` or ``TabBarError/lastEnabledTab(_:)``.
    public func remove(_ id: TabID) throws(TabBarError) {
        try edit(settling: true) { model throws(TabBarError) in try model.remove(id) }
    }

    /// Replaces every tab, then shows the new slots.
    ///
    /// - Throws: any validation error of ``TabBarModel/validate(tabs:)``; nothing changes then.
    public func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        try edit(settling: true) { model throws(TabBarError) in try model.replaceTabs(tabs) }
    }

    /// Sets (or clears, with `nil` or empty text) a tab's badge — a count, text or a dot — and
    /// sends `display` when it changed (a badge written the same is unchanged; a dot and the
    /// text `dot` differ).
    ///
    /// ```swift
    /// try presenter.setBadge("3", for: "inbox")
    /// try presenter.setBadge(.dot, for: "inbox")
    /// ```
    public func setBadge(_ badge: TabBadge?, for id: TabID) throws(TabBarError) {
        try edit { model throws(TabBarError) in try model.setBadge(badge, for: id) }
    }

    /// Enables or disables a tab and sends `display`. A selected tab stays selected when
    /// disabled; the last enabled tab cannot be disabled (``TabBarError/lastEnabledTab(_:)``).
    public func setEnabled(_ isEnabled: Bool, for id: TabID) throws(TabBarError) {
        try edit { model throws(TabBarError) in try model.setEnabled(isEnabled, for: id) }
    }

    /// Applies `change` to the model, then, once loaded, shows what changed; `settling` shows
    /// the bar at rest (an edit of the list, see ``settle(since:barDuration:)``).
    ///
    /// An edit made while another event is being handled is checked at once on a copy (so that
    /// it throws to its caller) and applied after that event; if an event handled in between
    /// has made it impossible, it is dropped.
    func edit(
        settling: Bool = false, _ change: @escaping (inout any TabBarModel) throws(TabBarError) -> Void
    ) throws(TabBarError) {
        guard isHandlingEvent else {
            return try handleNow { () throws(TabBarError) in try apply(change, settling: settling) }
        }
        var copy = model
        try change(&copy)
        handleEvent { try? $0.apply(change, settling: settling) }
    }

    private func apply(_ change: (inout any TabBarModel) throws(TabBarError) -> Void, settling: Bool)
        throws(TabBarError)
    {
        let before = makeDisplay()
        try change(&model)
        guard isLoaded else { return }
        if settling { settle(since: before) } else { sendChanges(since: before) }
    }
}
