extension TabBarPresenter {
    enum Admission {
        case proceed
        case wait
        case reject(RejectionReason)
    }

    /// Checks a request and carries it out, defers it, or reports why not.
    func handle(_ request: SelectionRequest) {
        switch admit(request) {
        case .reject(let reason):
            report(.rejected(request.target, reason: reason))
        case .wait:
            deferred = request
        case .proceed:
            perform(request)
        }
    }

    /// The checks, in the contract's order: invalid → hidden (taps) → unavailable →
    /// disabled → locked → veto (user requests).
    func admit(_ request: SelectionRequest) -> Admission {
        // One read of the stored model: each use of a stored generic value copies it out.
        let model = self.model
        let target = request.target
        // The target's position, looked up once for every check that needs it.
        var index: Int?
        if case .tab(let id) = target {
            guard let found = model.index(of: id) else { return .reject(.invalid) }
            index = found
        }
        guard isLoaded else { return .reject(.unavailable) }
        if case .tap = request, isHidden { return .reject(.hidden) }
        guard Self.isAvailable(request, at: index, in: model) else { return .reject(.unavailable) }
        if let index, !model.tabs[index].isEnabled { return .reject(.disabled) }
        if isLocked {
            // Under `interrupt` a user's request goes on to the veto and is handled at once
            // (the behaviour contract, section Motion); programmatic ones always wait.
            switch (request.isFromUser, tapPolicy) {
            case (true, .drop): return .reject(.busy)
            case (true, .interrupt): break
            default: return .wait
            }
        }
        if request.isFromUser, delegate?.tabBarPresenter(self, shouldSelect: target) == false {
            return .reject(.vetoed)
        }
        return .proceed
    }

    /// Whether what `request` asks for has a place to be tapped in `model`; `index` is the
    /// position of its target tab.
    private static func isAvailable(_ request: SelectionRequest, at index: Int?, in model: Model) -> Bool {
        switch request {
        case .tap(.more), .select(.more, _):
            return model.hasMoreSlot
        case .tap(.tab):
            guard let index else { return false }
            return model.slot(ofTabAt: index) != nil
        case .pick:
            guard model.selection == .more, let index else { return false }
            return model.overflowRange.contains(index)
        case .select(.tab, _):
            return true
        }
    }

    func perform(_ request: SelectionRequest) {
        let target = request.target
        let (previous, fromSlot, fromIcon) = selectionAtRest()
        guard target != previous else {
            if request.isFromUser {
                report(.reselected(target))
                if !isMotionReduced { activate(target) }
            }
            return
        }
        if isLocked {
            interrupt(with: request)
            return
        }
        do throws(TabBarError) {
            try model.select(target)
        } catch {
            report(.rejected(target, reason: error.rejectionReason))
            return
        }
        if request.isFromUser { report(.selected(target, previous: previous)) }
        let model = self.model
        view.display(makeDisplay(of: model))
        view.update(.content(makeContent(of: model)))
        if isMotionReduced {
            place(fromSlot: fromSlot, from: previous)
            return
        }
        guard case .select(_, animated: false) = request else {
            animate(
                makeMove(in: model, from: previous, fromSlot: fromSlot, fromIcon: fromIcon),
                activating: request.isFromUser)
            return
        }
        place(fromSlot: fromSlot, from: previous)
    }

    /// The selection, its slot and its circle icon, read from one copy of the model (which is
    /// released before the model changes, so the change does not copy its storage).
    private func selectionAtRest() -> (selection: Selection, slot: Int, icon: String) {
        let model = self.model
        return (model.selection, model.selectedSlot, model.circleIcon(for: model.selection))
    }

    /// Plays `move`: locks the bar for the longest of the choreographies' lock durations (an
    /// interrupting move keeps the lock it finds, without a new `interaction` message), asks
    /// each to animate it, schedules the unlock, then activates the target for a user.
    func animate(_ move: SelectionMove, activating: Bool) {
        let lock = choreographies.reduce(Duration.zero) { max($0, $1.lockDuration(for: move)) }
        if lock > .zero, !isLocked {
            state.isLocked = true
            view.update(.interaction(isEnabled: false))
        }
        let stage = ChoreographyStage(host: self)
        for choreography in choreographies { choreography.animate(move, on: stage) }
        // The unlock is scheduled before the icon's reset, so that when both fall due at the
        // same instant `interaction true` comes first, as the behaviour contract (Events) lists them.
        if lock > .zero { schedule(.unlock, after: lock) }
        if activating { activate(move.to) }
        // An interrupting move its choreographies do not lock releases the lock it found.
        if lock == .zero, isLocked { unlock() }
    }

    private func activate(_ target: Selection) {
        guard case .tab(let id) = target, let tab = model.tab(id) else { return }
        let stage = ChoreographyStage(host: self)
        for choreography in choreographies { choreography.activate(tab, on: stage) }
    }

    /// Releases the lock and handles the deferred request, if any.
    func unlock() {
        state.isLocked = false
        view.update(.interaction(isEnabled: true))
        if let request = deferred {
            deferred = nil
            handle(request)
        }
    }
}
