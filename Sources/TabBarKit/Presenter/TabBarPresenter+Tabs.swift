extension TabBarPresenter {
    /// Inserts `tab` at `index`, then shows the new slots.
    ///
    /// - Throws: ``TabBarError/duplicateTabID(_:)`` or ``TabBarError/indexOutOfRange(_:count:)``
    ///   (and any validation error); nothing changes then.
    public func insert(_ tab: Tab, at index: Int) throws(TabBarError) {
        try changeTabs(comparingOverflow: false) { model throws(TabBarError) in
            try model.insert(tab, at: index)
        }
    }

    /// Removes the tab with `id`, then shows the new slots. When it was selected, the first
    /// enabled tab is selected without animation.
    ///
    /// - Throws: ``TabBarError/unknownTab(_:suggestion:)`` or ``TabBarError/lastEnabledTab(_:)``.
    public func remove(_ id: TabID) throws(TabBarError) {
        try changeTabs(comparingOverflow: false) { model throws(TabBarError) in try model.remove(id) }
    }

    /// Replaces every tab, then shows the new slots.
    ///
    /// - Throws: any validation error of ``TabBarModel/validate(tabs:)``; nothing changes then.
    public func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        try changeTabs(comparingOverflow: true) { model throws(TabBarError) in try model.replaceTabs(tabs) }
    }

    /// Sets (or clears, with `nil` or an empty string) a tab's badge and sends `display`.
    public func setBadge(_ badge: String?, for id: TabID) throws(TabBarError) {
        let before = model.tab(id)?.badgeNumber
        try changeTab(id) { model throws(TabBarError) in try model.setBadge(badge, for: id) }
        sendBadgeInput(of: id, before: before)
    }

    /// Enables or disables a tab and sends `display`. A selected tab stays selected when
    /// disabled; the last enabled tab cannot be disabled (``TabBarError/lastEnabledTab(_:)``).
    public func setEnabled(_ isEnabled: Bool, for id: TabID) throws(TabBarError) {
        try changeTab(id) { model throws(TabBarError) in try model.setEnabled(isEnabled, for: id) }
    }

    // The edits below change the model in place: a model's edit that throws changes nothing
    // (TabBarModel's contract), and a copy would copy the whole tab list on every edit.

    /// Applies an edit of the tab `id`; sends `display` only when the tab changed.
    private func changeTab(_ id: TabID, _ change: (inout Model) throws(TabBarError) -> Void)
        throws(TabBarError)
    {
        let before = model.tab(id)
        try change(&model)
        guard model.tab(id) != before else { return }
        if isLoaded { outlet.display(makeDisplay(of: model)) }
    }

    /// Applies an edit of the tab list, then shows the settled state. With `more` selected,
    /// an insertion or a removal always changes the More list (it grows or shrinks), so only a
    /// wholesale replacement needs the lists compared.
    private func changeTabs(
        comparingOverflow: Bool, _ change: (inout Model) throws(TabBarError) -> Void
    ) throws(TabBarError) {
        let oldSelection = model.selection
        let oldOverflow = comparingOverflow && oldSelection == .more ? model.overflowIDs : []
        let oldTabs = model.tabs
        try change(&model)
        guard isLoaded else { return }
        let contentChanged =
            oldSelection != model.selection
            || (model.selection == .more && (!comparingOverflow || oldOverflow != model.overflowIDs))
        showSettledState(contentChanged: contentChanged, iconStatesFrom: (oldTabs, oldSelection))
    }

    /// Shows the current state at rest after a layout or tab change: `display`, `content` when
    /// it changed, after a tab change the icon states that changed (`old` is the tab list and
    /// selection before it), the wave and circle placed at once. An interrupted animation's remaining
    /// steps are cancelled, then the bar unlocks and any deferred request is handled.
    func showSettledState(
        contentChanged: Bool, iconStatesFrom old: (tabs: [Tab], selection: Selection)? = nil
    ) {
        let wasLocked = isLocked
        outlet.cancelAnimationSteps()
        outlet.display(makeDisplay(of: model))
        if contentChanged { outlet.send(.content(makeContent(of: model))) }
        if let old { sendIconStateChanges(from: old.tabs, selection: old.selection) }
        place(fromSlot: model.selectedSlot, from: model.selection)
        if wasLocked { unlock() }
    }
}
