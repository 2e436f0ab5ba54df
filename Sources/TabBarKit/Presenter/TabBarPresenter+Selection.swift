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
        guard target != model.selection else {
            if request.isFromUser {
                report(.reselected(target))
                if !isMotionReduced { activate(target, on: stage) }
            }
            return
        }
        if isLocked { return interrupt(with: request) }
        let before = makeDisplay()
        let fromIcon = model.circleIcon(for: before.selection)
        guard select(target, announcing: request, since: before) else { return }
        if isMotionReduced || request == .select(target, animated: false) {
            place(from: before)
        } else {
            animate(makeMove(from: before, fromIcon: fromIcon), activating: request.isFromUser)
        }
    }

    /// A user's request that passed every check while a selection animates, under the
    /// `interrupt` policy (the behaviour contract, section Motion): the move in flight loses its
    /// remaining steps, a deferred request is dropped, and a new move starts from where the bar
    /// is — the dip's centre now, the circle where the last `circle` put it — with the bar kept
    /// locked until 0.4 s after this request.
    func interrupt(with request: SelectionRequest) {
        let before = makeDisplay()
        let restingX = geometry.x(ofSlot: before.selectedSlot)
        // Where the bar is, read before anything is sent; kept within the bar (invariant 6),
        // which rounding to 0.001 pt could only leave in a bar narrower than 0.005 pt.
        let dip = min(
            max(position.dipCentre(at: scheduler.now) ?? BarPosition.rounded(restingX), 0), layout.width)
        let circleX = position.circleX ?? restingX
        let circleIcon = position.circleIcon ?? model.circleIcon(for: before.selection)
        guard select(request.target, announcing: request, since: before) else { return }
        cancelSteps(survivingInterruptions: false)
        deferred = nil
        var move = makeMove(from: before, fromIcon: circleIcon)
        move.fromX = dip
        move.circleFromX = circleX
        move.isInterrupting = true
        animate(move, activating: true)
    }

    /// Selects `target` in the model and announces it: `selected` and the selection feedback to a
    /// user, then what changed since `before` (`display`, `content`, the icons' states). A model
    /// that refuses reports the request rejected instead, and nothing changes.
    private func select(
        _ target: Selection, announcing request: SelectionRequest, since before: TabBarDisplay
    )
        -> Bool
    {
        do throws(TabBarError) {
            try model.select(target)
        } catch {
            report(.rejected(target, reason: error.rejectionReason))
            return false
        }
        if request.isFromUser {
            report(.selected(target, previous: before.selection))
            send(.feedback(.selection))
        }
        sendChanges(since: before)
        return true
    }

    /// The move from what `before` showed (the circle showing `fromIcon`) to the model's selection.
    func makeMove(from before: TabBarDisplay, fromIcon: String) -> SelectionMove {
        let geometry = self.geometry
        let toSlot = model.selectedSlot
        return SelectionMove(
            from: before.selection, to: model.selection, fromSlot: before.selectedSlot, toSlot: toSlot,
            fromX: geometry.x(ofSlot: before.selectedSlot), toX: geometry.x(ofSlot: toSlot),
            fromIcon: fromIcon,
            toIcon: model.circleIcon(for: model.selection), metrics: geometry.metrics,
            isMotionReduced: isMotionReduced)
    }

    /// Tells every choreography to show the current selection at rest, coming from what
    /// `before` showed.
    func place(from before: TabBarDisplay) {
        let move = makeMove(from: before, fromIcon: model.circleIcon(for: before.selection))
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
        if locks { schedule(after: lockDuration, survivingInterruptions: false) { $0.unlock() } }
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

    /// Ends the lock (`interaction true`). The request that waited for it, if any, is the next
    /// event handled (``handleNextEvent()``): at once after the event that unlocked, when the
    /// owner's call unlocked; after the unlock step only while the owner still holds the
    /// presenter.
    func unlock() {
        isLocked = false
        send(.interaction(isEnabled: true))
    }
}
