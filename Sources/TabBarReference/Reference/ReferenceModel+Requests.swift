import TabBarKit
import TabBarRendering

extension ReferenceModel {
    /// A user's tap on the slot showing `target`.
    public mutating func tap(_ target: Selection) -> ReferenceOutcome {
        collect { $0.handle(.tap(target), immediate: true) }
    }

    /// A user's tap on the slot at `slot`: its tab, or More for the More slot. A slot that does
    /// not exist is rejected `unavailable` with no selection — after the hidden check, which
    /// comes first for every tap.
    public mutating func tap(slot: Int) -> ReferenceOutcome {
        guard slot >= 0, slot < slotCount else {
            return collect { model in
                model.send(.report(.rejected(nil, reason: model.isHidden ? .hidden : .unavailable)))
                return nil
            }
        }
        return tap(slot == moreSlot ? .more : .tab(tabs[slot].id))
    }

    /// A user's pick from the More list.
    public mutating func pick(_ id: TabID) -> ReferenceOutcome {
        collect { $0.handle(.pick(id), immediate: true) }
    }

    /// Keyboard shortcuts: the `n`th tab in model order (1-based); out of range is `rejected {nil,
    /// unavailable}` before any other check (Reading 8).
    public mutating func shortcut(_ n: Int) -> ReferenceOutcome {
        collect { model in
            guard n >= 1, n <= model.tabs.count else {
                model.send(.report(.rejected(nil, reason: .unavailable)))
                return nil
            }
            return model.handle(.shortcut(model.tabs[n - 1].id), immediate: true)
        }
    }

    /// A programmatic selection; an unknown or disabled tab, or `more` without a More slot,
    /// throws (the outcome's `thrown`).
    public mutating func select(_ target: Selection, animated: Bool) -> ReferenceOutcome {
        collect { $0.handle(.select(target, animated: animated), immediate: true) }
    }

    /// Checks a request in the contract's order and carries it out, defers it or rejects it.
    /// Returns the reason a programmatic request throws when `immediate`.
    mutating func handle(_ request: ReferenceRequest, immediate: Bool) -> RejectionReason? {
        let target = request.target
        if case .select(_, let animated) = request {
            if let reason = programmaticProblem(target) {
                if immediate { return reason }
                send(.report(.rejected(target, reason: reason)))
                return nil
            }
            if isLocked {
                deferred = request
                return nil
            }
            if target != selection { change(to: target, animated: animated && !reduceMotion, byUser: false) }
            return nil
        }
        if let reason = userProblem(request) {
            send(.report(.rejected(target, reason: reason)))
            return nil
        }
        if isLocked {
            switch tapPolicy {
            case .defer:
                deferred = request
                return nil
            case .drop:
                send(.report(.rejected(target, reason: .busy)))
                return nil
            case .interrupt:
                break  // the interrupt policy: handled at once, from where the bar is, after the veto.
            }
        }
        if vetoed.contains(target) {
            send(.report(.rejected(target, reason: .vetoed)))
            return nil
        }
        if target == selection {
            send(.report(.reselected(target)))
            if !reduceMotion, let id = target.tabID { startIconInput(id) }
        } else if isLocked {
            interrupt(to: target)
        } else {
            change(to: target, animated: !reduceMotion, byUser: true)
        }
        return nil
    }

    /// invalid → unavailable → disabled, for programmatic requests.
    func programmaticProblem(_ target: Selection) -> RejectionReason? {
        switch target {
        case .more:
            return moreSlot == nil ? .unavailable : nil
        case .tab(let id):
            guard let index = position(of: id) else { return .invalid }
            return tabs[index].isEnabled ? nil : .disabled
        }
    }

    /// invalid → hidden (taps, shortcuts) → unavailable → disabled, for a user's taps, picks and
    /// shortcuts.
    func userProblem(_ request: ReferenceRequest) -> RejectionReason? {
        let target = request.target
        if case .tab(let id) = target, position(of: id) == nil { return .invalid }
        switch request {
        case .tap(.more):
            if isHidden { return .hidden }
            if moreSlot == nil { return .unavailable }
        case .tap(.tab(let id)):
            if isHidden { return .hidden }
            if ownSlot(of: id) == nil { return .unavailable }
        case .pick(let id):
            if selection != .more || !overflow.contains(id) { return .unavailable }
        case .shortcut:
            // hidden blocks every shortcut, also one naming an overflow tab;
            // every tab is reachable, through its slot or through More.
            if isHidden { return .hidden }
        case .select:
            break
        }
        if case .tab(let id) = target, let index = position(of: id), !tabs[index].isEnabled {
            return .disabled
        }
        return nil
    }

    /// Moves the selection to `target`, animated (the wave choreography) or at once.
    mutating func change(to target: Selection, animated: Bool, byUser: Bool) {
        let previous = selection
        let from = highlightedSlot(previous)
        let oldIcon = circleIcon(previous)
        selection = target
        let to = highlightedSlot(target)
        if byUser {
            send(.report(.selected(target, previous: previous)))
            send(.update(.feedback(.selection)))  // selection feedback: the haptic, also deferred or reduced
        }
        sendDisplay()
        sendContent()
        sendSelectedInputs(from: previous)
        guard animated else {
            send(
                .animation(
                    .curve(
                        WaveCurve(
                            from: x(from), to: x(to), radius: radius, duration: .zero, timing: .easeInEaseOut)
                    )))
            send(
                .animation(
                    .circle(
                        CircleMove(
                            x: x(to), y: 0, alpha: 1, diameter: diameter, icon: circleIcon(target),
                            duration: .zero)))
            )
            return
        }
        send(.update(.interaction(isEnabled: false)))
        isLocked = true
        if from != to {
            send(
                .animation(
                    .curve(
                        WaveCurve(
                            from: x(from), to: x(to), radius: radius, duration: .milliseconds(400),
                            timing: .easeInEaseOut))))
        }
        send(
            .animation(
                .circle(
                    CircleMove(
                        x: x(from), y: 30, alpha: 0, diameter: diameter, icon: oldIcon,
                        duration: .milliseconds(200)))))
        schedule(after: 200, .circleArrives(x: x(to), diameter: diameter, icon: circleIcon(target)))
        schedule(after: 400, .unlock)
        if byUser, let id = target.tabID { startIconInput(id) }
    }
}
