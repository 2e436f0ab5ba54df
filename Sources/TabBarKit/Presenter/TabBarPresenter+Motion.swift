extension TabBarPresenter {
    /// The system's Reduce Motion setting changed (`UIAccessibility.isReduceMotionEnabled`,
    /// SwiftUI's `accessibilityReduceMotion`). While it is on, every selection is shown at once
    /// (`display`, `content`, the wave and circle placed), the bar never locks, no icon input is
    /// sent and hiding or showing is immediate; icon resets already pending still fire.
    ///
    /// Turned on while a selection animates, it is handled like a layout change: the remaining
    /// steps are cancelled, the final state is shown at once, then `interaction true`, then any
    /// deferred selection. At rest, or to the value it has, nothing is sent (the behaviour contract, section Motion).
    public func didChangeReduceMotion(_ isReduced: Bool) {
        guard isReduced != isMotionReduced else { return }
        state.isMotionReduced = isReduced
        if isReduced, isLoaded, isLocked { showSettledState(contentChanged: false) }
    }

    /// A user's request that passed every check while a selection animates, under the
    /// `interrupt` policy (the behaviour contract, section Motion): the move in flight loses its remaining steps, a
    /// deferred request is dropped, and a new move starts from where the bar is — the dip's
    /// centre now, the circle where the last `circle` put it — with the bar kept locked until
    /// 0.4 s after this request. `targetIndex` is where the checks found the target tab.
    func interrupt(with request: SelectionRequest, targetIndex: Int?) {
        let target = request.target
        let previous = model.selection
        let fromSlot = model.selectedSlot
        let geometry = self.geometry
        let restingX = geometry.x(ofSlot: fromSlot)
        // Where the bar is, read before anything is sent; kept within the bar (invariant 6),
        // which rounding to 0.001 pt could only leave in a bar narrower than 0.005 pt.
        let position = outlet.position
        let dip = min(max(position.dipCentre(at: outlet.now) ?? restingX, 0), layout.width)
        let circleX = position.circleX ?? restingX
        let circleIcon = position.circleIcon ?? model.circleIcon(for: previous)
        do throws(TabBarError) {
            try model.select(target, foundAt: targetIndex)
        } catch {
            report(.rejected(target, reason: error.rejectionReason))
            return
        }
        outlet.cancelAnimationSteps()
        outlet.deferred = nil
        report(.selected(target, previous: previous))
        outlet.display(makeDisplay(of: model))
        outlet.send(.content(makeContent(of: model)))
        sendSelectedInputs(from: previous, to: target)
        var move = makeMove(in: &model, from: previous, fromSlot: fromSlot, fromIcon: circleIcon)
        move.fromX = dip
        move.circleFromX = circleX
        move.isInterrupting = true
        animate(move, activating: true)
    }
}
