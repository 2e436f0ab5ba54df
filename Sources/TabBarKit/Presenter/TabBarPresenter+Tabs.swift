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

    /// Applies `change` to the model at once — so that when the call returns, its outcome is
    /// final: it threw and nothing changed, or it is done — then, once loaded, shows what changed
    /// as an event of its own; `settling` shows the bar at rest (an edit of the list, see
    /// ``settle(barDuration:)``). Made while another event is being handled (from inside one of
    /// its messages), the edit is in the model, and checked against it, at once, and only its
    /// messages wait for that event to end: no edit is ever accepted and then dropped, whether
    /// the model is a value or a class.
    func edit(settling: Bool = false, _ change: (inout any TabBarModel) throws(TabBarError) -> Void)
        throws(TabBarError)
    {
        try change(&model)
        guard isLoaded else { return }
        send { if settling { $0.settle() } else { $0.sendChanges() } }
    }
}
