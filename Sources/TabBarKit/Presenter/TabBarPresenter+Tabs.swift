extension TabBarPresenter {
    /// Inserts `tab` at `index`, then shows the new slots.
    ///
    /// - Throws: ``TabBarError/duplicateTabID(_:)`` or ``TabBarError/indexOutOfRange(_:count:)``
    ///   (and any validation error); nothing changes then.
    public func insert(_ tab: Tab, at index: Int) throws(TabBarError) {
        try edit(.list(touching: [tab.id])) { model throws(TabBarError) in try model.insert(tab, at: index) }
    }

    /// Removes the tab with `id`, then shows the new slots. When it was selected, the first
    /// enabled tab is selected without animation.
    ///
    /// - Throws: ``TabBarError/unknownTab(_:suggestion:)`` or ``TabBarError/lastEnabledTab(_:)``.
    public func remove(_ id: TabID) throws(TabBarError) {
        try edit(.list(touching: [id])) { model throws(TabBarError) in try model.remove(id) }
    }

    /// Replaces every tab, then shows the new slots.
    ///
    /// - Throws: any validation error of ``TabBarModel/validate(tabs:)``; nothing changes then.
    public func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        try edit(.list(touching: nil)) { model throws(TabBarError) in try model.replaceTabs(tabs) }
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
        try edit(.tab(id)) { model throws(TabBarError) in try model.setBadge(badge, for: id) }
    }

    /// Enables or disables a tab and sends `display`. A selected tab stays selected when
    /// disabled; the last enabled tab cannot be disabled (``TabBarError/lastEnabledTab(_:)``).
    public func setEnabled(_ isEnabled: Bool, for id: TabID) throws(TabBarError) {
        try edit(.tab(id)) { model throws(TabBarError) in try model.setEnabled(isEnabled, for: id) }
    }

    /// What an edit changes: one tab's badge or enabled flag, or the tab list (naming the tabs it
    /// adds or removes; `nil` when it may change any tab).
    enum EditScope {
        case tab(TabID)
        case list(touching: [TabID]?)
    }

    /// Applies `change` to the model, then, once loaded, shows it: for an edit of one tab,
    /// `display` when the tab changed; for an edit of the list, the settled state.
    ///
    /// An edit made while another event is being handled is checked at once on a copy (so that
    /// it throws to its caller) and applied after that event; if an event handled in between
    /// has made it impossible, it is dropped.
    func edit(
        _ scope: EditScope, _ change: @escaping (inout any TabBarModel) throws(TabBarError) -> Void
    ) throws(TabBarError) {
        guard isHandlingEvent else {
            return try handleNow { () throws(TabBarError) in try apply(change, scope) }
        }
        var copy = model
        try change(&copy)
        handleEvent { [self] in try? apply(change, scope) }
    }

    private func apply(_ change: (inout any TabBarModel) throws(TabBarError) -> Void, _ scope: EditScope)
        throws(TabBarError)
    {
        // What is compared is noted before the edit, and no copy of the model is kept (it would
        // make the edit copy the tab list).
        switch scope {
        case .tab(let id):
            let tab = model.tab(id)
            try change(&model)
            guard isLoaded else { return }
            if model.tab(id) != tab { view.display(makeDisplay()) }
            sendBadgeInput(of: id, before: tab?.badgeNumber)
        case .list(let ids):
            let content = makeContent()
            let icons = iconStatesBefore(touching: ids)
            try change(&model)
            guard isLoaded else { return }
            showSettledState(contentChanged: makeContent() != content, iconStatesBefore: icons)
        }
    }

    /// Shows the current state at rest after a layout or tab change: `display`, `content` when
    /// it changed, after a tab change the icon states that changed since `icons`, the wave and
    /// circle placed at once. An interrupted animation's remaining steps are cancelled, then the
    /// bar unlocks and any deferred request is handled.
    func showSettledState(contentChanged: Bool, iconStatesBefore icons: IconStatesBefore? = nil) {
        let wasLocked = isLocked
        cancelSteps { !$0.isTimer }
        view.display(makeDisplay())
        if contentChanged { send(.content(makeContent())) }
        if let icons { sendIconStateChanges(since: icons) }
        place(fromSlot: model.selectedSlot, from: model.selection)
        if wasLocked { unlock() }
    }
}
