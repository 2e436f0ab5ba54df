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
        let target = request.target
        var isEnabled = true
        if case .tab(let id) = target {
            guard let index = model.index(of: id) else { return .reject(.invalid) }
            isEnabled = model.tabs[index].isEnabled
        }
        guard isLoaded else { return .reject(.unavailable) }
        if case .tap = request, isHidden { return .reject(.hidden) }
        guard isAvailable(request) else { return .reject(.unavailable) }
        guard isEnabled else { return .reject(.disabled) }
        if isLocked {
            if request.isFromUser, tapPolicy == .drop { return .reject(.busy) }
            return .wait
        }
        if request.isFromUser, delegate?.tabBarPresenter(self, shouldSelect: target) == false {
            return .reject(.vetoed)
        }
        return .proceed
    }

    private func isAvailable(_ request: SelectionRequest) -> Bool {
        switch request {
        case .tap(.more), .select(.more, _):
            return model.hasMoreSlot
        case .tap(.tab(let id)):
            return model.index(of: id).flatMap(model.slot(ofTabAt:)) != nil
        case .pick(let id):
            guard model.selection == .more, let index = model.index(of: id) else { return false }
            return model.overflowRange.contains(index)
        case .select(.tab, _):
            return true
        }
    }

    func perform(_ request: SelectionRequest) {
        let target = request.target
        guard target != model.selection else {
            if request.isFromUser {
                report(.reselected(target))
                activate(target)
            }
            return
        }
        let (previous, fromSlot, fromIcon) = selectionAtRest()
        do throws(TabBarError) {
            try model.select(target)
        } catch {
            report(.rejected(target, reason: error.rejectionReason))
            return
        }
        if request.isFromUser { report(.selected(target, previous: previous)) }
        view.display(makeDisplay())
        view.update(.content(makeContent()))
        guard case .select(_, animated: false) = request else {
            animate(
                makeMove(from: previous, fromSlot: fromSlot, fromIcon: fromIcon),
                activating: request.isFromUser)
            return
        }
        place(fromSlot: fromSlot, from: previous)
    }

    /// The selection, its slot and its circle icon, read from one copy of the model (which is
    /// released before the model changes, so the change does not copy it).
    private func selectionAtRest() -> (selection: Selection, slot: Int, icon: String) {
        let model = self.model
        return (model.selection, model.selectedSlot, model.circleIcon(for: model.selection))
    }

    private func animate(_ move: SelectionMove, activating: Bool) {
        let lock = choreographies.reduce(Duration.zero) { max($0, $1.lockDuration(for: move)) }
        if lock > .zero {
            isLocked = true
            view.update(.interaction(isEnabled: false))
        }
        let stage = ChoreographyStage(presenter: self)
        for choreography in choreographies { choreography.animate(move, on: stage) }
        // The unlock is scheduled before the icon's reset, so that when both fall due at the
        // same instant `interaction true` comes first, as the behaviour contract (Events) lists them.
        if lock > .zero {
            scheduleStep(after: lock, isAnimation: true) { stage in stage.presenter.unlock() }
        }
        if activating { activate(move.to) }
    }

    private func activate(_ target: Selection) {
        guard case .tab(let id) = target, let tab = model.tab(id) else { return }
        let stage = ChoreographyStage(presenter: self)
        for choreography in choreographies { choreography.activate(tab, on: stage) }
    }

    /// Releases the lock and handles the deferred request, if any.
    func unlock() {
        isLocked = false
        view.update(.interaction(isEnabled: true))
        if let request = deferred {
            deferred = nil
            handle(request)
        }
    }
}
