// How every change reaches the view, in one way: note what the view has been told (a
// `TabBarDisplay`, from which the content and the icons' states follow), change the model, then
// send only what differs — for a tap, an edit, a restoration or a reordering alike.

extension TabBarPresenter {
    /// Sends what changed since `before` (`nil`: the view has been told nothing yet): `bar` (over
    /// `barDuration`) when the bar was hidden or shown, `display` when it differs (always when
    /// `restating`), `content` when it differs, then the icons' states of the behaviour contract,
    /// section 6, that differ.
    func sendChanges(since before: TabBarDisplay?, restating: Bool = false, barDuration: Duration = .zero) {
        let after = makeDisplay()
        if let before, before.isHidden != after.isHidden {
            send(.bar(BarVisibility(isHidden: after.isHidden, duration: barDuration)))
        }
        if restating || before != after { view.display(after) }
        let content = after.content
        if before?.content != content { send(.content(content)) }
        sendIconStateChanges(since: before, now: after)
    }

    /// Shows the bar at rest after a change made since `before` (a layout, the tabs, their order,
    /// a restored state): an animation's remaining steps are cancelled, then `display`, what
    /// else changed (``sendChanges(since:restating:barDuration:)``), the wave and circle placed
    /// at once, and, if a selection was animating, `interaction true` (the request that waited
    /// for it follows).
    func settle(since before: TabBarDisplay, barDuration: Duration = .zero) {
        let wasLocked = isLocked
        cancelSteps(survivingInterruptions: false)
        sendChanges(since: before, restating: true, barDuration: barDuration)
        place(from: makeDisplay())
        if wasLocked { unlock() }
    }

    /// The icons' states that differ from what `before` showed: the `selectedInput` `false`s,
    /// then the `true`s, then the `badgeInput` numbers, each in model order. A tab or binding
    /// the view was not told of counts as `false` and 0 (what a new icon starts with); a tab
    /// that is gone sends nothing (its icon is gone too). When the tab list is the one `before`
    /// showed (a tap, a setting), only the selection can have changed, so only the two tabs it
    /// names are looked at: O(1); otherwise every tab is: O(n).
    private func sendIconStateChanges(since before: TabBarDisplay?, now after: TabBarDisplay) {
        if let before, before.tabs == after.tabs {
            guard before.selection != after.selection else { return }
            sendSelectedInput(false, for: before.selection, in: after.tabs)
            sendSelectedInput(true, for: after.selection, in: after.tabs)
            return
        }
        let old = Dictionary(
            (before?.tabs ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for value in [false, true] {
            for tab in after.tabs {
                guard let name = tab.animation?.selectedInput, (after.selection == .tab(tab.id)) == value
                else {
                    continue
                }
                let was = old[tab.id]?.animation?.selectedInput == name && before?.selection == .tab(tab.id)
                if was != value { send(.input(IconInput(tab: tab.id, name: name, value: .bool(value)))) }
            }
        }
        for tab in after.tabs {
            guard let name = tab.animation?.badgeInput else { continue }
            let was = old[tab.id].map { $0.animation?.badgeInput == name ? $0.badgeNumber : 0 } ?? 0
            if tab.badgeNumber != was {
                send(.input(IconInput(tab: tab.id, name: name, value: .number(tab.badgeNumber))))
            }
        }
    }

    /// `input (tab, selectedInput, value)` for the tab `selection` names in `tabs` (the model's),
    /// if it has the binding.
    private func sendSelectedInput(_ value: Bool, for selection: Selection, in tabs: [Tab]) {
        guard case .tab(let id) = selection, let index = model.index(of: id),
            let name = tabs[index].animation?.selectedInput
        else { return }
        send(.input(IconInput(tab: id, name: name, value: .bool(value))))
    }

    /// The view (re)created the animated icon of `id` (a new Rive view, say): sends that icon's
    /// state again, at once and for that tab only — its `selectedInput` (whether it is the
    /// selection), its `badgeInput` (its badge's number, 0 included), then, unless Reduce Motion
    /// is on, its pulse's `true` when the pulse's reset is still pending (the reset keeps its
    /// time). No report. An id that is not in the list, or a call before ``viewDidLoad()``
    /// (which sends the state anyway), does nothing.
    public func didAttachIcon(_ id: TabID) { handleEvent { $0.attachIcon(id) } }

    private func attachIcon(_ id: TabID) {
        guard isLoaded, let tab = model.tab(id), let animation = tab.animation else { return }
        if let name = animation.selectedInput {
            send(.input(IconInput(tab: id, name: name, value: model.selection == .tab(id))))
        }
        if let name = animation.badgeInput {
            send(.input(IconInput(tab: id, name: name, value: .number(tab.badgeNumber))))
        }
        guard !isMotionReduced else { return }
        let stage = self.stage
        for choreography in choreographies { choreography.attachIcon(tab, on: stage) }
    }
}

extension TabBarDisplay {
    /// What the main content shows: the selected tab, or the More list with its tabs.
    var content: TabContent {
        switch selection {
        case .tab(let id): .tab(id)
        case .more: .more(items: moreSlot.map { tabs[$0...].map(\.id) } ?? [])
        }
    }
}
