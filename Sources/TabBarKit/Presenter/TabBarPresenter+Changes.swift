// How every change reaches the view, in one way: note what the view has been told (a
// `TabBarDisplay`, from which the content and the icons' states follow), change the model, then
// send only what differs — for a tap, an edit, a restoration or a reordering alike.

extension TabBarPresenter {
    /// Sends what differs between what the view was last told (``shown``; `nil`: nothing yet)
    /// and `after` (by default the model as it is): `bar` (over `barDuration`) when the bar was
    /// hidden or shown, `display` when it differs (always when `restating`), `content` when it
    /// differs, then the icons' states that differ (<doc:BehaviorContract#When-they-are-sent>).
    /// Every change reaches the view this way, so the view ends up showing the model even when
    /// the model changed (an edit from inside a message) while another event was being handled.
    func sendChanges(
        showing after: TabBarDisplay? = nil, restating: Bool = false, barDuration: Duration = .zero,
        selecting indices: (previous: Int?, selected: Int?) = (nil, nil)
    ) {
        let before = shown
        let after = after ?? makeDisplay()
        shown = after
        if let before, before.isHidden != after.isHidden {
            send(.bar(BarVisibility(isHidden: after.isHidden, duration: barDuration)))
        }
        if restating || before != after { view.display(after) }
        let content = after.content
        if before?.content != content { send(.content(content)) }
        sendIconStateChanges(since: before, now: after, at: indices)
    }

    /// Shows the bar at rest after a change (a layout, the tabs, their order, a restored state):
    /// an animation's remaining steps are cancelled, then `display`, what else changed
    /// (``sendChanges(showing:restating:barDuration:)``), the wave and circle placed
    /// at once, and, if a selection was animating, `interaction true` (the request that waited
    /// for it follows).
    func settle(barDuration: Duration = .zero) {
        let wasLocked = isLocked
        cancelAnimationSteps()
        let after = makeDisplay()
        sendChanges(showing: after, restating: true, barDuration: barDuration)
        place(at: after)
        if wasLocked { unlock() }
    }

    /// The icons' states that differ from what `before` showed: the `selectedInput` `false`s,
    /// then the `true`s, then the `badgeInput` numbers, each in model order. A tab or binding
    /// the view was not told of counts as `false` and 0 (what a new icon starts with); a tab
    /// that is gone sends nothing (its icon is gone too). When the tab list is the one `before`
    /// showed (a tap, a setting), only the selection can have changed, so only the two tabs it
    /// names are looked at: O(1); otherwise every tab is: O(n).
    private func sendIconStateChanges(
        since before: TabBarDisplay?, now after: TabBarDisplay, at indices: (previous: Int?, selected: Int?)
    ) {
        if let before, before.tabs == after.tabs {
            guard before.selection != after.selection else { return }
            sendSelectedInput(false, for: before.selection, in: after.tabs, hint: indices.previous)
            sendSelectedInput(true, for: after.selection, in: after.tabs, hint: indices.selected)
            return
        }
        let old = Dictionary(
            (before?.tabs ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for value in [false, true] {
            for tab in after.tabs where (after.selection == .tab(tab.id)) == value {
                guard let name = tab.animation?.selectedInput else { continue }
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

    /// `input (tab, selectedInput, value)` for the tab `selection` names in `tabs`, if it has the
    /// binding, found at `hint` (where the event found it in the model) or else by a search.
    private func sendSelectedInput(_ value: Bool, for selection: Selection, in tabs: [Tab], hint: Int?) {
        guard case .tab(let id) = selection else { return }
        let known = hint.flatMap { tabs.indices.contains($0) && tabs[$0].id == id ? $0 : nil }
        guard let index = known ?? tabs.firstIndex(where: { $0.id == id }),
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
    public func didAttachIcon(_ id: TabID) { send { $0.attachIcon(id) } }

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
