import TabBarKit
import TabBarRendering

// The icon bindings (Icon state machines), from the contract: states (`selectedInput`, `badgeInput`) follow the
// selection and the badges whatever the motion; cues (`tapTrigger`, the pulse) follow a user's
// handled request; attach sends one tab's states again.

extension ReferenceModel {
    /// Attach (`attach ID`): the tab's `selectedInput` (current), `badgeInput` (current, also 0), and,
    /// unless Reduce Motion is on, the pulse's `true` for each reset still pending (not
    /// rescheduled). An unknown tab, or one without an animation, sends nothing.
    public mutating func attach(_ id: TabID) -> ReferenceOutcome {
        collect { model in
            guard model.isLoaded, let index = model.position(of: id),
                let animation = model.tabs[index].animation
            else { return nil }
            if let name = animation.selectedInput {
                model.send(
                    .update(.input(IconInput(tab: id, name: name, value: model.selection == .tab(id)))))
            }
            if let name = animation.badgeInput {
                let number = Self.badgeNumber(of: model.tabs[index])
                model.send(.update(.input(IconInput(tab: id, name: name, value: .number(number)))))
            }
            guard !model.reduceMotion else { return nil }
            for step in model.steps {
                if case .reset(let tab, let input) = step.action, tab == id {
                    model.send(.update(.input(IconInput(tab: id, name: input, value: true))))
                }
            }
            return nil
        }
    }

    /// Bindings: a badge as a number — a whole number 0…2³¹−1 in ASCII digits is itself,
    /// other text is 1, none (or empty) is 0.
    static func badgeNumber(_ badge: String?) -> Double {
        guard let badge, !badge.isEmpty else { return 0 }
        guard badge.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return 1 }
        let digits = badge.drop { $0 == "0" }
        guard digits.count <= 10, let value = Int(digits.isEmpty ? "0" : String(digits)),
            value <= 2_147_483_647
        else { return 1 }
        return Double(value)
    }

    /// Start: the selected tab's `selectedInput` true, then every non-zero `badgeInput` in
    /// model order.
    mutating func sendInitialIconStates() {
        if let id = selection.tabID, let index = position(of: id),
            let name = tabs[index].animation?.selectedInput
        {
            send(.update(.input(IconInput(tab: id, name: name, value: true))))
        }
        for tab in tabs {
            guard let name = tab.animation?.badgeInput else { continue }
            let number = Self.badgeNumber(of: tab)
            if number != 0 {
                send(.update(.input(IconInput(tab: tab.id, name: name, value: .number(number)))))
            }
        }
    }

    /// A dot badge is 1; any other badge as ``badgeNumber(_:)`` reads its text.
    static func badgeNumber(of tab: Tab?) -> Double {
        tab?.badge == .dot ? 1 : badgeNumber(tab?.badge?.written)
    }

    /// A selection changes: `selectedInput` false for the tab left (if it is still there),
    /// then true for the tab selected.
    mutating func sendSelectedInputs(from previous: Selection) {
        guard previous != selection else { return }
        if let old = previous.tabID, let index = position(of: old),
            let name = tabs[index].animation?.selectedInput
        {
            send(.update(.input(IconInput(tab: old, name: name, value: false))))
        }
        if let new = selection.tabID, let index = position(of: new),
            let name = tabs[index].animation?.selectedInput
        {
            send(.update(.input(IconInput(tab: new, name: name, value: true))))
        }
    }

    /// A badge changes: its number, when it changed.
    mutating func sendBadgeInput(of index: Int, before: Double) {
        guard let name = tabs[index].animation?.badgeInput else { return }
        let number = Self.badgeNumber(of: tabs[index])
        guard number != before else { return }
        send(.update(.input(IconInput(tab: tabs[index].id, name: name, value: .number(number)))))
    }

    /// Tabs replaced (the contract is silent; the article's choice): every state that differs
    /// from before, a new tab or binding counting as `false` and 0 — `selectedInput` falses,
    /// then trues, then `badgeInput` numbers, each in model order; a removed tab sends nothing.
    mutating func sendIconStateChanges(from oldTabs: [Tab], selection oldSelection: Selection) {
        for value in [false, true] {
            for tab in tabs {
                guard let name = tab.animation?.selectedInput, (selection == .tab(tab.id)) == value else {
                    continue
                }
                let old = oldTabs.first { $0.id == tab.id }
                let was = old?.animation?.selectedInput == name && oldSelection == .tab(tab.id)
                if was != value {
                    send(.update(.input(IconInput(tab: tab.id, name: name, value: .bool(value)))))
                }
            }
        }
        for tab in tabs {
            guard let name = tab.animation?.badgeInput else { continue }
            let old = oldTabs.first { $0.id == tab.id }
            let was = old?.animation?.badgeInput == name ? Self.badgeNumber(of: old) : 0
            let number = Self.badgeNumber(of: tab)
            if number != was {
                send(.update(.input(IconInput(tab: tab.id, name: name, value: .number(number)))))
            }
        }
    }

    /// A user's handled request: the trigger, right before the pulse.
    mutating func sendTapTrigger(_ id: TabID) {
        guard let index = position(of: id), let name = tabs[index].animation?.tapTrigger else { return }
        send(.update(.input(IconInput(tab: id, name: name, value: .trigger))))
    }
}
