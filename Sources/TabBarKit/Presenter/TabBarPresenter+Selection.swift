// How a request to change the selection is checked, carried out, deferred or rejected; how
// its move is played, and how the lock it takes ends.

extension TabBarPresenter {
    enum Admission {
        /// Go ahead, with the position of the target tab (`nil` for More).
        case proceed(Int?)
        case wait
        case reject(RejectionReason)
    }

    /// Checks a request and carries it out, defers it, or reports why not. `hint` is where its
    /// target tab is thought to be (a tapped slot, a shortcut's number), so that a tap looks its
    /// tab up in the model only when the hint is wrong.
    func handle(_ request: SelectionRequest, at hint: Int? = nil) {
        switch admit(request, at: hint) {
        case .reject(let reason): report(.rejected(request.target, reason: reason))
        case .wait: deferred = request
        case .proceed(let index): perform(request, at: index)
        }
    }

    /// Where the tab `id` is in the model: `hint` when the tab is there, otherwise wherever the
    /// model's index says.
    func index(of id: TabID, hint: Int?) -> Int? {
        if let hint, model.tabs.indices.contains(hint), model.tabs[hint].id == id { return hint }
        return model.index(of: id)
    }

    /// The checks, in the contract's order: invalid → hidden (taps, shortcuts) → unavailable →
    /// disabled → locked → veto (user requests).
    func admit(_ request: SelectionRequest, at hint: Int? = nil) -> Admission {
        let target = request.target
        let index = target.tabID.flatMap { self.index(of: $0, hint: hint) }
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
        // While locked, a user's request is dropped under `drop`; under `interrupt` it goes on to
        // the veto and is handled at once (<doc:BehaviorContract#The-interrupt-tap-policy>);
        // under `defer`, and always when it comes from code, it waits.
        if isLocked, request.isFromUser, tapPolicy == .drop { return .reject(.busy) }
        if isLocked, !request.isFromUser || tapPolicy != .interrupt { return .wait }
        if request.isFromUser, delegate?.tabBarPresenter(self, shouldSelect: target) == false {
            return .reject(.vetoed)
        }
        return .proceed(index)
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

    /// Carries out an admitted request whose target tab was at `hint` (checked again: the
    /// owner's veto may have edited the tabs). Each tab it touches is looked up once: the target
    /// by `hint`, the previous selection here. Whatever is read of the model is read before the
    /// first report or message, which may edit it.
    func perform(_ request: SelectionRequest, at hint: Int?) {
        let target = request.target
        let index = target.tabID.flatMap { self.index(of: $0, hint: hint) }
        guard target != model.selection else {
            guard request.isFromUser else { return }
            // The tab is read before the report: the delegate may edit the tabs when it hears it.
            let tab = index.map { model.tabs[$0] }
            report(.reselected(target))
            if !isMotionReduced { activate(tab) }
            return
        }
        let before = shownDisplay
        let previous = before.selection.tabID.flatMap(model.index(of:))
        if isLocked { return interrupt(with: request, since: before, at: (previous, index)) }
        guard let (move, tab) = select(request, since: before, at: (previous, index)) else { return }
        let isAtOnce = isMotionReduced || request == .select(target, animated: false)
        if isAtOnce { place(move) } else { animate(move, activating: request.isFromUser ? tab : nil) }
    }

    /// A user's request that passed every check while a selection animates, under the
    /// `interrupt` policy (<doc:BehaviorContract#The-interrupt-tap-policy>): the move in flight loses its
    /// remaining steps, a deferred request is dropped, and a new move starts from where the bar
    /// is — the dip's centre now, the circle where the last `circle` put it — with the bar kept
    /// locked until 0.4 s after this request.
    /// `before` is what the view shows; `indices`, where its selected tab and the target are.
    func interrupt(with request: SelectionRequest, since before: TabBarDisplay, at indices: (Int?, Int?)) {
        let restingX = geometry.x(ofSlot: before.selectedSlot)
        // Where the bar is, read before anything is sent; kept within the bar (no x a message
        // carries may leave it, <doc:BehaviorContract#Invariants>), which rounding to 0.001 pt
        // could only leave in a bar narrower than 0.005 pt.
        let dip = min(
            max(position.dipCentre(at: scheduler.now) ?? BarPosition.rounded(restingX), 0), layout.width)
        let circleX = position.circleX ?? restingX
        let icon = position.circleIcon ?? circleIcon(at: indices.0)
        guard let selected = select(request, since: before, at: indices, fromIcon: icon) else { return }
        var move = selected.move
        cancelAnimationSteps()
        deferred = nil
        move.fromX = dip
        move.circleFromX = circleX
        move.isInterrupting = true
        animate(move, activating: selected.tab)
    }

    /// Selects `target` in the model and announces it: `selected` and the selection feedback to a
    /// user, then what changed since `before` (`display`, `content`, the icons' states). Returns
    /// the move from `before` (the circle showing `fromIcon`) and the selected tab, both read
    /// before anything is sent, so that an edit made from inside a message changes nothing of
    /// this event. A model that refuses reports the request rejected instead, and nothing changes.
    ///
    /// `indices` are where the previous and the target tabs are in the model (the target's is
    /// checked again after the model selects, in case it selected something else); the circle
    /// starts from `fromIcon`, by default the previous tab's icon.
    private func select(
        _ request: SelectionRequest, since before: TabBarDisplay, at indices: (previous: Int?, target: Int?),
        fromIcon: String? = nil
    ) -> (move: SelectionMove, tab: Tab?)? {
        let target = request.target
        do throws(TabBarError) {
            try model.select(target)
        } catch {
            report(.rejected(target, reason: error.rejectionReason))
            return nil
        }
        let selected = model.selection
        let index = selected.tabID.flatMap { self.index(of: $0, hint: indices.target) }
        let after = makeDisplay(selectedSlot: index.flatMap(model.slot(ofTabAt:)) ?? model.moreSlot ?? 0)
        let fromIcon = fromIcon ?? circleIcon(at: indices.previous)
        let move = makeMove(from: before, to: after, fromIcon: fromIcon, toIcon: circleIcon(at: index))
        let tab = index.map { model.tabs[$0] }
        if request.isFromUser {
            report(.selected(target, previous: before.selection))
            send(.feedback(.selection))
        }
        sendChanges(showing: after, selecting: (indices.previous, index))
        return (move, tab)
    }

    /// The move from what `before` showed (the circle showing `fromIcon`) to what `after` shows.
    func makeMove(from before: TabBarDisplay, to after: TabBarDisplay, fromIcon: String, toIcon: String)
        -> SelectionMove
    {
        let geometry = after.geometry
        return SelectionMove(
            from: before.selection, to: after.selection, fromSlot: before.selectedSlot,
            toSlot: after.selectedSlot, fromX: geometry.x(ofSlot: before.selectedSlot),
            toX: geometry.x(ofSlot: after.selectedSlot), fromIcon: fromIcon, toIcon: toIcon,
            metrics: geometry.metrics, isMotionReduced: isMotionReduced)
    }

    /// The circle's icon for the tab at `index` in the model (`nil`: More's).
    private func circleIcon(at index: Int?) -> String {
        index.map { model.tabs[$0].circleIcon } ?? MoreSlotDisplay.icon
    }

    /// Tells every choreography to show `display`'s selection at rest.
    func place(at display: TabBarDisplay) {
        let icon = model.circleIcon(for: display.selection)
        place(makeMove(from: display, to: display, fromIcon: icon, toIcon: icon))
    }

    /// Tells every choreography to show `move`'s end state at once.
    func place(_ move: SelectionMove) {
        let stage = self.stage
        for choreography in choreographies { choreography.place(move, on: stage) }
    }

    /// Plays `move`: locks the bar for the longest of the choreographies' lock durations (an
    /// interrupting move keeps the lock it finds, without a new `interaction` message), asks
    /// each to animate it, schedules the unlock, then activates `tab` (a user's target).
    func animate(_ move: SelectionMove, activating tab: Tab?) {
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
        if locks { schedule(after: lockDuration, as: .animation) { $0.unlock() } }
        activate(tab)
        // An interrupting move its choreographies do not lock releases the lock it found.
        if !locks, isLocked { unlock() }
    }

    /// Tells every choreography that a user's request landed on `tab` (none: nothing to tell).
    private func activate(_ tab: Tab?) {
        guard let tab else { return }
        let stage = self.stage
        for choreography in choreographies { choreography.activate(tab, on: stage) }
    }

    /// Locks the bar for a selection's animation (`interaction false`).
    private func lock() {
        isLocked = true
        send(.interaction(isEnabled: false))
    }

    /// Ends the lock (`interaction true`). The request that waited for it, if any, is the next
    /// event handled, right after the one that unlocked (``send(_:through:)``), and only while the
    /// owner still holds the presenter.
    func unlock() {
        isLocked = false
        send(.interaction(isEnabled: true))
    }
}
