import TabBarKit
import TabBarRendering

extension ReferenceModel {
    /// The view loaded: the initial state; a repeat does nothing.
    public mutating func load() -> ReferenceOutcome {
        collect { model in
            guard !model.isLoaded else { return nil }
            model.isLoaded = true
            model.sendDisplay()
            model.sendContent()
            model.sendInitialIconStates()
            model.sendAtRest()
            model.send(.update(.interaction(isEnabled: true)))
            return nil
        }
    }

    /// A new layout; an unchanged one does nothing and an invalid width throws.
    public mutating func changeLayout(_ layout: TabBarLayout) -> ReferenceOutcome {
        collect { model in
            guard layout.width.isFinite, layout.width > 0 else { return .invalid }
            guard layout != model.layout else { return nil }
            model.layout = layout
            let wasLocked = model.isLocked
            if wasLocked { model.steps.removeAll(where: \.isAnimationStep) }
            model.sendDisplay()
            model.sendAtRest()
            if wasLocked {
                model.isLocked = true
                model.unlock()
            }
            return nil
        }
    }

    /// A new theme; an unchanged one does nothing.
    public mutating func changeTheme(_ theme: Theme) -> ReferenceOutcome { change(\.theme, to: theme) }

    /// Sets or clears (`nil` or empty) a badge; an unchanged badge does nothing (the contract
    /// is silent; like an unchanged theme). An empty badge is none wherever it is written (a
    /// manifest, a state file, this command), so clearing it sends nothing.
    public mutating func setBadge(_ badge: String?, for id: TabID) -> ReferenceOutcome {
        collect { model in
            guard let index = model.position(of: id) else { return .invalid }
            let badge = badge == "" ? nil : badge.map(TabBadge.init(_:))
            guard model.tabs[index].badge != badge else { return nil }
            let before = Self.badgeNumber(of: model.tabs[index])
            model.tabs[index].badge = badge
            model.sendDisplay()
            model.sendBadgeInput(of: index, before: before)
            return nil
        }
    }

    /// Badges: a dot badge; a tab that has one already does nothing.
    public mutating func setDotBadge(for id: TabID) -> ReferenceOutcome {
        collect { model in
            guard let index = model.position(of: id) else { return .invalid }
            guard model.tabs[index].badge != .dot else { return nil }
            let before = Self.badgeNumber(of: model.tabs[index])
            model.tabs[index].badge = .dot
            model.sendDisplay()
            model.sendBadgeInput(of: index, before: before)
            return nil
        }
    }

    /// Reordering: invalid (unknown id, index outside the list) → unavailable (not
    /// customizable) → nothing for a move to where it is (Reading 10); then `moved`, `display`,
    /// `content` if `more` shows and its items changed, the wave and circle at rest, and, for an
    /// animation cut short, `interaction true` and any deferred request.
    public mutating func move(_ id: TabID, to index: Int) -> ReferenceOutcome {
        collect { model in
            guard let from = model.position(of: id), index >= 0, index < model.tabs.count else {
                model.send(.report(.rejected(.tab(id), reason: .invalid)))
                return nil
            }
            guard model.customizable else {
                model.send(.report(.rejected(.tab(id), reason: .unavailable)))
                return nil
            }
            guard from != index else { return nil }
            let oldOverflow = model.overflow
            let tab = model.tabs.remove(at: from)
            model.tabs.insert(tab, at: index)
            model.send(.report(.moved(id, from: from, to: index)))
            let wasLocked = model.isLocked
            if wasLocked { model.steps.removeAll(where: \.isAnimationStep) }
            model.sendDisplay()
            if model.selection == .more, model.overflow != oldOverflow { model.sendContent() }
            model.sendAtRest()
            if wasLocked {
                model.isLocked = true
                model.unlock()
            }
            return nil
        }
    }

    /// State restoration, written from the contract (and its choices where the text is silent): listed tabs
    /// first (repeats and unknown ids dropped), the rest after in their order; listed tabs take
    /// the state's badge and enabled flag; no enabled tab → the disabled list counts as empty;
    /// the selection applies when it names an enabled tab (or `more` with a More slot). Then
    /// `bar (hidden, 0)` if hidden changes, `display`, `content` if it changed, the wave and
    /// circle at rest; mid-animation as a layout change. No report, feedback or input.
    public mutating func restore(_ state: TabBarState) -> ReferenceOutcome {
        collect { model in
            var listed: [TabID] = []
            for id in state.order where model.position(of: id) != nil && !listed.contains(id) {
                listed.append(id)
            }
            func build(ignoringDisabled: Bool) -> [Tab] {
                var result: [Tab] = []
                for id in listed {
                    guard let index = model.position(of: id) else { continue }
                    var tab = model.tabs[index]
                    tab.badge = state.badges[id]
                    tab.isEnabled = ignoringDisabled || !state.disabled.contains(id)
                    result.append(tab)
                }
                return result + model.tabs.filter { !listed.contains($0.id) }
            }
            var tabs = build(ignoringDisabled: false)
            if !tabs.contains(where: \.isEnabled) { tabs = build(ignoringDisabled: true) }
            let oldSelection = model.selection
            let oldOverflow = model.overflow
            let oldTabs = model.tabs
            model.tabs = tabs
            switch state.selection {
            case .more: if model.moreSlot != nil { model.selection = .more }
            case .tab(let id):
                if let index = model.position(of: id), model.tabs[index].isEnabled {
                    model.selection = .tab(id)
                }
            }
            let wasLocked = model.isLocked
            if wasLocked { model.steps.removeAll(where: \.isAnimationStep) }
            if state.hidden != model.isHidden {
                model.isHidden = state.hidden
                model.send(.animation(.bar(BarVisibility(isHidden: state.hidden, duration: .zero))))
            }
            model.sendDisplay()
            if model.selection != oldSelection || (model.selection == .more && model.overflow != oldOverflow)
            {
                model.sendContent()
            }
            model.sendIconStateChanges(from: oldTabs, selection: oldSelection)  // Reading 4
            model.sendAtRest()
            if wasLocked {
                model.isLocked = true
                model.unlock()
            }
            return nil
        }
    }

    /// Labels: a new mode sends `display`, the same mode nothing.
    public mutating func setLabels(_ labels: LabelVisibility) -> ReferenceOutcome {
        collect { model in
            guard labels != model.labels else { return nil }
            model.labels = labels
            model.sendDisplay()
            return nil
        }
    }

    /// Enables or disables a tab; disabling the last enabled tab throws, and an unchanged state
    /// does nothing.
    public mutating func setEnabled(_ isEnabled: Bool, for id: TabID) -> ReferenceOutcome {
        collect { model in
            guard let index = model.position(of: id) else { return .invalid }
            if !isEnabled, model.tabs.filter(\.isEnabled).map(\.id) == [id] { return .invalid }
            guard model.tabs[index].isEnabled != isEnabled else { return nil }
            model.tabs[index].isEnabled = isEnabled
            model.sendDisplay()
            return nil
        }
    }

    /// Hides or shows the bar; a repeat does nothing.
    public mutating func setHidden(_ isHidden: Bool) -> ReferenceOutcome {
        collect { model in
            guard isHidden != model.isHidden else { return nil }
            model.isHidden = isHidden
            let duration: Duration = model.reduceMotion ? .zero : .milliseconds(300)
            model.send(.animation(.bar(BarVisibility(isHidden: isHidden, duration: duration))))
            model.sendDisplay()
            return nil
        }
    }

    /// Inserts a tab at `index` (`0...count`); an existing id or an index past the end throws.
    public mutating func insert(_ tab: Tab, at index: Int) -> ReferenceOutcome {
        collect { model in
            guard index >= 0, index <= model.tabs.count, model.position(of: tab.id) == nil else {
                return .invalid
            }
            var tabs = model.tabs
            tabs.insert(Self.withoutEmptyBadge(tab), at: index)
            model.replace(tabs)
            return nil
        }
    }

    /// Removes a tab; an unknown id or the last enabled tab throws.
    public mutating func remove(_ id: TabID) -> ReferenceOutcome {
        collect { model in
            guard let index = model.position(of: id) else { return .invalid }
            var tabs = model.tabs
            tabs.remove(at: index)
            guard tabs.contains(where: \.isEnabled) else { return .invalid }
            model.replace(tabs)
            return nil
        }
    }

    /// Tabs replaced: display, content when the selection (or the More list it shows) changed,
    /// the wave and circle at rest, then unlock and the deferred request if an animation ran.
    mutating func replace(_ newTabs: [Tab]) {
        let oldSelection = selection
        let oldOverflow = overflow
        let oldTabs = tabs
        tabs = newTabs
        switch selection {
        case .more where moreSlot == nil:
            selection = .tab(tabs.first { $0.isEnabled }?.id ?? TabID(""))
        case .tab(let id) where position(of: id) == nil:
            selection = .tab(tabs.first { $0.isEnabled }?.id ?? TabID(""))
        default:
            break
        }
        let wasLocked = isLocked
        if wasLocked { steps.removeAll(where: \.isAnimationStep) }
        sendDisplay()
        if selection != oldSelection || (selection == .more && overflow != oldOverflow) { sendContent() }
        sendIconStateChanges(from: oldTabs, selection: oldSelection)
        sendAtRest()
        if wasLocked { unlock() }
    }

    /// Sets the state at `keyPath` to `value` and sends `display`; an unchanged value does
    /// nothing.
    private mutating func change<Value: Equatable>(
        _ keyPath: WritableKeyPath<ReferenceModel, Value>, to value: Value
    ) -> ReferenceOutcome {
        collect { model in
            guard model[keyPath: keyPath] != value else { return nil }
            model[keyPath: keyPath] = value
            model.sendDisplay()
            return nil
        }
    }
}
