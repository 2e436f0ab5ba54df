// How a request to change the selection is checked, carried out, deferred or rejected; how
// its move is played, and how the lock it takes ends.

extension TabBarPresenter {
    enum Admission {
        case proceed
        case wait
        case reject(RejectionReason)
    }

    /// Checks a request and carries it out, defers it, or reports why not.
    func handle(_ request: SelectionRequest) {
        switch admit(request) {
        case .reject(let reason): report(.rejected(request.target, reason: reason))
        case .wait: deferred = request
        case .proceed: perform(request)
        }
    }

    /// The checks, in the contract's order: invalid → hidden (taps, shortcuts) → unavailable →
    /// disabled → locked → veto (user requests).
    func admit(_ request: SelectionRequest) -> Admission {
        let target = request.target
        let index = target.tabID.flatMap(model.index(of:))
        if target != .more, index == nil { return .reject(.invalid) }
        guard isLoaded else { return .reject(.unavailable) }
        if isHidden {
            switch request {
            case .tap, .shortcut: return .reject(.hidden)
            default: break
            }
        }
        guard isAvailable(request, at: index) else { return .reject(.unavailable) }
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

    /// Whether what `request` asks for has a place to be tapped or picked; `index` is the
    /// position of its target tab.
    private func isAvailable(_ request: SelectionRequest, at index: Int?) -> Bool {
        switch request {
        case .tap(.more), .select(.more, _): model.hasMoreSlot
        case .tap(.tab): index.flatMap(model.slot(ofTabAt:)) != nil
        case .pick: model.selection == .more && index.map(model.overflowRange.contains) == true
        case .select(.tab, _), .shortcut: true
        }
    }

    /// Carries out an admitted request.
    func perform(_ request: SelectionRequest) {
        let target = request.target
        let previous = model.selection
        guard target != previous else {
            if request.isFromUser {
                report(.reselected(target))
                if !isMotionReduced { activate(target, on: stage) }
            }
            return
        }
        if isLocked { return interrupt(with: request) }
        let fromSlot = model.selectedSlot
        let fromIcon = model.circleIcon(for: previous)
        guard selectReporting(target) else { return }
        if request.isFromUser {
            report(.selected(target, previous: previous))
            send(.feedback(.selection))
        }
        view.display(makeDisplay())
        send(.content(makeContent()))
        sendSelectedInputs(from: previous, to: target)
        if isMotionReduced || request == .select(target, animated: false) {
            place(fromSlot: fromSlot, from: previous)
        } else {
            animate(
                makeMove(from: previous, fromSlot: fromSlot, fromIcon: fromIcon),
                activating: request.isFromUser)
        }
    }

    /// A user's request that passed every check while a selection animates, under the
    /// `interrupt` policy (the behaviour contract, section Motion): the move in flight loses its
    /// remaining steps, a deferred request is dropped, and a new move starts from where the bar
    /// is — the dip's centre now, the circle where the last `circle` put it — with the bar kept
    /// locked until 0.4 s after this request.
    func interrupt(with request: SelectionRequest) {
        let target = request.target
        let previous = model.selection
        let fromSlot = model.selectedSlot
        let restingX = geometry.x(ofSlot: fromSlot)
        // Where the bar is, read before anything is sent; kept within the bar (invariant 6),
        // which rounding to 0.001 pt could only leave in a bar narrower than 0.005 pt.
        let dip = min(max(position.dipCentre(at: scheduler.now) ?? restingX, 0), layout.width)
        let circleX = position.circleX ?? restingX
        let circleIcon = position.circleIcon ?? model.circleIcon(for: previous)
        guard selectReporting(target) else { return }
        cancelSteps { !$0.isTimer }
        deferred = nil
        report(.selected(target, previous: previous))
        send(.feedback(.selection))
        view.display(makeDisplay())
        send(.content(makeContent()))
        sendSelectedInputs(from: previous, to: target)
        var move = makeMove(from: previous, fromSlot: fromSlot, fromIcon: circleIcon)
        move.fromX = dip
        move.circleFromX = circleX
        move.isInterrupting = true
        animate(move, activating: true)
    }

    /// Selects `target` in the model; a model that refuses reports the request rejected.
    private func selectReporting(_ target: Selection) -> Bool {
        do throws(TabBarError) {
            try model.select(target)
            return true
        } catch {
            report(.rejected(target, reason: error.rejectionReason))
            return false
        }
    }

    /// The move from `previous` (at `fromSlot`, the circle showing `fromIcon`) to the model's
    /// selection.
    func makeMove(from previous: Selection, fromSlot: Int, fromIcon: String) -> SelectionMove {
        let geometry = self.geometry
        let toSlot = model.selectedSlot
        return SelectionMove(
            from: previous, to: model.selection, fromSlot: fromSlot, toSlot: toSlot,
            fromX: geometry.x(ofSlot: fromSlot), toX: geometry.x(ofSlot: toSlot), fromIcon: fromIcon,
            toIcon: model.circleIcon(for: model.selection), metrics: geometry.metrics,
            isMotionReduced: isMotionReduced)
    }

    /// Tells every choreography to show the current selection at rest, coming from `fromSlot`.
    func place(fromSlot: Int, from previous: Selection) {
        let move = makeMove(from: previous, fromSlot: fromSlot, fromIcon: model.circleIcon(for: previous))
        let stage = self.stage
        for choreography in choreographies { choreography.place(move, on: stage) }
    }

    /// Plays `move`: locks the bar for the longest of the choreographies' lock durations (an
    /// interrupting move keeps the lock it finds, without a new `interaction` message), asks
    /// each to animate it, schedules the unlock, then activates the target for a user.
    func animate(_ move: SelectionMove, activating: Bool) {
        var lockDuration = Duration.zero
        for choreography in choreographies {
            lockDuration = max(lockDuration, choreography.lockDuration(for: move))
        }
        let locks = lockDuration > .zero
        if locks, !isLocked { lock() }
        let stage = self.stage
        for choreography in choreographies { choreography.animate(move, on: stage) }
        // The unlock is scheduled before the icon's reset, so that when both fall due at the
        // same instant `interaction true` comes first, as the behaviour contract (Events) lists them.
        if locks { schedule(after: lockDuration, isTimer: false) { $0.unlock() } }
        if activating { activate(move.to, on: stage) }
        // An interrupting move its choreographies do not lock releases the lock it found.
        if !locks, isLocked { unlock() }
    }

    /// Tells every choreography that a user's request landed on `target`.
    private func activate(_ target: Selection, on stage: ChoreographyStage) {
        guard case .tab(let id) = target, let tab = model.tab(id) else { return }
        for choreography in choreographies { choreography.activate(tab, on: stage) }
    }

    /// Locks the bar for a selection's animation (`interaction false`).
    private func lock() {
        isLocked = true
        send(.interaction(isEnabled: false))
    }

    /// Ends the lock (`interaction true`), then handles the request that waited for it, if any.
    func unlock() {
        isLocked = false
        send(.interaction(isEnabled: true))
        guard let request = deferred else { return }
        deferred = nil
        handle(request)
    }
}
