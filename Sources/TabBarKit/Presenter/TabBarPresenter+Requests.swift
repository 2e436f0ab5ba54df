extension TabBarPresenter {
    enum Admission {
        /// Carry the request out; its target tab was found at `targetIndex` (`nil` for More).
        case proceed(targetIndex: Int?)
        case wait
        case reject(RejectionReason)
    }

    /// Checks a request and carries it out, defers it, or reports why not.
    func handle(_ request: SelectionRequest) {
        switch admit(request) {
        case .reject(let reason):
            report(.rejected(request.target, reason: reason))
        case .wait:
            outlet.deferred = request
        case .proceed(let targetIndex):
            perform(request, targetIndex: targetIndex)
        }
    }

    /// The checks, in the contract's order: invalid → hidden (taps) → unavailable →
    /// disabled → locked → veto (user requests).
    func admit(_ request: SelectionRequest) -> Admission {
        let target = request.target
        let facts = Self.facts(of: request, in: &model)
        guard facts.isKnown else { return .reject(.invalid) }
        guard isLoaded else { return .reject(.unavailable) }
        if case .tap = request, isHidden { return .reject(.hidden) }
        guard facts.isAvailable else { return .reject(.unavailable) }
        guard facts.isEnabled else { return .reject(.disabled) }
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
        return .proceed(targetIndex: facts.index)
    }

    /// Carries out an admitted request; `targetIndex` is where the checks found its target tab
    /// (a hint for the model, which checks it).
    func perform(_ request: SelectionRequest, targetIndex: Int?) {
        let target = request.target
        let (previous, fromSlot, fromIcon) = Self.restingState(of: &model)
        guard target != previous else {
            if request.isFromUser {
                report(.reselected(target))
                if !isMotionReduced { activate(target, on: ChoreographyStage(outlet: outlet)) }
            }
            return
        }
        if isLocked {
            interrupt(with: request, targetIndex: targetIndex)
            return
        }
        do throws(TabBarError) {
            try model.select(target, foundAt: targetIndex)
        } catch {
            report(.rejected(target, reason: error.rejectionReason))
            return
        }
        if request.isFromUser { report(.selected(target, previous: previous)) }
        outlet.display(makeDisplay(of: model))
        outlet.send(.content(makeContent(of: model)))
        sendSelectedInputs(from: previous, to: target)
        if isMotionReduced {
            place(fromSlot: fromSlot, from: previous)
            return
        }
        guard case .select(_, animated: false) = request else {
            animate(
                makeMove(in: &model, from: previous, fromSlot: fromSlot, fromIcon: fromIcon),
                activating: request.isFromUser)
            return
        }
        place(fromSlot: fromSlot, from: previous)
    }

    /// Plays `move`: locks the bar for the longest of the choreographies' lock durations (an
    /// interrupting move keeps the lock it finds, without a new `interaction` message), asks
    /// each to animate it, schedules the unlock, then activates the target for a user.
    func animate(_ move: SelectionMove, activating: Bool) {
        let lock = choreographies?.lockDuration(for: move) ?? .zero
        let locks = lock > .zero
        if locks, !isLocked { outlet.lock() }
        let stage = ChoreographyStage(outlet: outlet)
        choreographies?.animate(move, on: stage)
        // The unlock is scheduled before the icon's reset, so that when both fall due at the
        // same instant `interaction true` comes first, as the behaviour contract (Events) lists them.
        if locks { outlet.schedule(.unlock, after: lock) }
        if activating { activate(move.to, on: stage) }
        // An interrupting move its choreographies do not lock releases the lock it found.
        if !locks, isLocked { unlock() }
    }

    private func activate(_ target: Selection, on stage: ChoreographyStage) {
        guard case .tab(let id) = target, let tab = Self.tab(id, in: &model) else { return }
        choreographies?.activate(tab, on: stage)
    }

    /// Releases the lock and handles the deferred request, if any.
    func unlock() {
        outlet.unlock()
        handleDeferredRequest()
    }

    /// Handles the request that waited for the lock to end, if any.
    func handleDeferredRequest() {
        guard let request = outlet.deferred else { return }
        outlet.deferred = nil
        handle(request)
    }
}
