// The icon bindings of the behaviour contract, section 6: the states (`selectedInput`,
// `badgeInput`) are the presenter's to keep in step, like `display` and `content`, whatever the
// choreographies; the cues (`tapTrigger` and the pulse) are motion, sent by the icon-input
// choreography when a user's request activates a tab.

extension TabBarPresenter {
    /// The view (re)created the animated icon of `id` (a new Rive view, say): sends that icon's
    /// state again, at once and for that tab only — its `selectedInput` (whether it is the
    /// selection), its `badgeInput` (its badge's number, 0 included), then, unless Reduce Motion
    /// is on, its pulse's `true` when the pulse's reset is still pending (the reset keeps its
    /// time). No report. An id that is not in the list, or a call before ``viewDidLoad()``
    /// (which sends the state anyway), does nothing.
    public func didAttachIcon(_ id: TabID) {
        handleEvent { [self] in
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

    /// At start, right after `content`: the selected tab's `selectedInput` `true`, then each
    /// tab's `badgeInput` whose number is not 0, in model order.
    func sendInitialIconStates() {
        if case .tab(let id) = model.selection, let name = model.tab(id)?.animation?.selectedInput {
            send(.input(IconInput(tab: id, name: name, value: true)))
        }
        for tab in model.tabs {
            guard let name = tab.animation?.badgeInput else { continue }
            let number = tab.badgeNumber
            if number != 0 { send(.input(IconInput(tab: tab.id, name: name, value: .number(number)))) }
        }
    }

    /// After a selection change's `content`: `selectedInput` `false` for the tab left (when it
    /// is still in the list), then `true` for the tab selected, each only for a tab with the
    /// binding. `more` is no tab.
    func sendSelectedInputs(from previous: Selection, to current: Selection) {
        guard previous != current else { return }
        if case .tab(let old) = previous, let name = model.tab(old)?.animation?.selectedInput {
            send(.input(IconInput(tab: old, name: name, value: false)))
        }
        if case .tab(let new) = current, let name = model.tab(new)?.animation?.selectedInput {
            send(.input(IconInput(tab: new, name: name, value: true)))
        }
    }

    /// After a badge's `display`: the tab's `badgeInput` when its number changed from `before`.
    func sendBadgeInput(of id: TabID, before: Double?) {
        guard isLoaded, let tab = model.tab(id), let name = tab.animation?.badgeInput else {
            return
        }
        let number = tab.badgeNumber
        guard number != before else { return }
        send(.input(IconInput(tab: id, name: name, value: .number(number))))
    }

    /// The icon states a tab list change may alter, noted before it: those of the tabs it adds
    /// or removes (`touching`; every tab when `nil`) and of the selected tab. Every other tab
    /// keeps its bindings and its badge through the change, so an edit of one tab costs O(1).
    func iconStatesBefore(touching ids: [TabID]?) -> IconStatesBefore {
        let states = tabs(touching: ids, selections: [model.selection]).compactMap(IconState.init)
        return IconStatesBefore(states: states, selection: model.selection, touching: ids)
    }

    /// After a tab list change's `display` and `content`: every icon state that differs from
    /// `before`, counting a tab or binding that was not there as `false` and 0 (what a new icon
    /// starts with) — the `selectedInput` `false`s, then the `true`s, then the `badgeInput`
    /// numbers, each in model order. A tab that is gone sends nothing (its icon is gone too).
    func sendIconStateChanges(since before: IconStatesBefore) {
        let tabs = tabs(touching: before.touching, selections: [before.selection, model.selection])
        let hasStates = tabs.contains { IconState($0) != nil }
        guard hasStates || !before.states.isEmpty else { return }
        let old = Dictionary(before.states.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for value in [false, true] {
            for tab in tabs {
                guard let name = tab.animation?.selectedInput, (model.selection == .tab(tab.id)) == value
                else {
                    continue
                }
                let was = old[tab.id]?.selectedInput == name && before.selection == .tab(tab.id)
                if was != value { send(.input(IconInput(tab: tab.id, name: name, value: .bool(value)))) }
            }
        }
        for tab in tabs {
            guard let name = tab.animation?.badgeInput else { continue }
            let number = tab.badgeNumber
            let was: Double
            if let state = old[tab.id] {
                was = state.badgeInput == name ? state.badgeNumber : 0
            } else {
                // Not noted: a tab the change did not touch (its badge is unchanged), or a new one.
                let isUntouched = before.touching.map { !$0.contains(tab.id) } ?? false
                was = isUntouched ? number : 0
            }
            if number != was { send(.input(IconInput(tab: tab.id, name: name, value: .number(number)))) }
        }
    }

    /// The tabs, in model order, with an id in `ids` (every tab when `nil`) or selected by one of
    /// `selections`.
    private func tabs(touching ids: [TabID]?, selections: [Selection]) -> [Tab] {
        guard let ids else { return model.tabs }
        let indices = Set((ids + selections.compactMap(\.tabID)).compactMap(model.index(of:)))
        return indices.sorted().map { model.tabs[$0] }
    }
}

/// The icon states noted before a tab list change (``TabBarPresenter/iconStatesBefore(touching:)``).
struct IconStatesBefore {
    /// The states of the tabs the change may alter that have a `selectedInput` or a `badgeInput`.
    var states: [IconState]
    /// The selection before the change.
    var selection: Selection
    /// The tabs the change adds or removes; `nil` when it may change any tab.
    var touching: [TabID]?
}

/// A tab's icon states as a tab list change compares them: its bindings' names and its badge's
/// number.
struct IconState {
    var id: TabID
    var selectedInput: String?
    var badgeInput: String?
    var badgeNumber: Double

    /// The states of `tab`, or `nil` when it has neither a `selectedInput` nor a `badgeInput`.
    init?(_ tab: Tab) {
        guard let animation = tab.animation, animation.selectedInput != nil || animation.badgeInput != nil
        else { return nil }
        self.id = tab.id
        self.selectedInput = animation.selectedInput
        self.badgeInput = animation.badgeInput
        self.badgeNumber = tab.badgeNumber
    }
}
