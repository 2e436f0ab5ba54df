import TabBarKit

/// Statements: one fact a person names ("Search is selected now"), written as the fields it
/// changes. Each only edits the expected screen; the check still compares every field, so a
/// statement that says too much or too little fails with the field it got wrong.
///
/// ```swift
/// sut.send(.tap(slot: 1)) { $0.startMove(to: "search", pulse: "hover") }  // a tab by its id
/// sut.advance(by: .milliseconds(400)) { $0.endMove() }
/// ```
extension TabBarScreen {
    /// A user's selection of `selection`, at rest: ``show(_:)-(Selection)``, then ``endMove()``.
    public mutating func select(_ selection: Selection) {
        show(selection)
        endMove()
    }

    /// A user's selection of `selection` whose move has started: ``show(_:)-(Selection)``; the dip heads
    /// there from where the last move went; the circle sinks there with the old selection's
    /// icon; the bar locks; and, with `pulse`, the new tab's icon input of that name is set
    /// `true` (its icon pulses).
    public mutating func startMove(to selection: Selection, pulse input: String? = nil) {
        let (from, old) = (dip.heading ?? dip.slot, shownSelection)
        show(selection)
        dip = Dip(slot: from, heading: Double(selected))
        circle = Circle(slot: from, icon: icon(of: old), isShown: false)
        isInteractive = false
        if let input, let tab = selection.tabID { inputs["\(tab).\(input)"] = .bool(true) }
    }

    /// A user's selection of `selection` that cuts the running move: ``show(_:)-(Selection)``, and the dip
    /// heads there from `dip`, where the cut left it; the circle and the lock stay.
    public mutating func interruptMove(to selection: Selection, dipAt dip: Double) {
        show(selection)
        self.dip = Dip(slot: dip, heading: Double(selected))
    }

    /// The move is over: the dip rests at the selected slot, the circle shows there with the
    /// selection's icon, and the bar takes taps again.
    public mutating func endMove() {
        dip = Dip(slot: Double(selected))
        circle = Circle(slot: Double(selected), icon: icon(of: shownSelection))
        isInteractive = true
    }

    /// Everything has come to rest: ``endMove()``, and every icon input that is `true` is set
    /// `false` (each pulse is over).
    public mutating func settle() {
        endMove()
        for (key, value) in inputs where value == .bool(true) { inputs[key] = .bool(false) }
    }

    /// The owner and the user are told of a user's selection of `selection`: the selected slot
    /// (its own, or More for a tab in the More list), each slot's title as ``labels`` shows it,
    /// the content, and in ``reports`` `selected` (from the content shown before) and `feedback`.
    public mutating func show(_ selection: Selection) {
        let previous = shownSelection
        let more = slots.firstIndex { $0.tab == .more }
        selected = slots.firstIndex { $0.tab == selection } ?? more ?? selected
        for index in slots.indices {
            let shows = labels.showsTitle(isSelectedSlot: index == selected, slotCount: slots.count)
            let tab = slots[index].tab
            slots[index].title = shows ? tab.tabID.map { titles[$0] ?? "" } ?? MoreSlotDisplay.title : nil
        }
        content = selection.tabID.map(TabContent.tab) ?? .more(items: self.more)
        reports += [.report(.selected(selection, previous: previous)), .update(.feedback(.selection))]
    }

    /// ``select(_:)-(Selection)`` of the tab `tab`: `$0.select("help")`.
    public mutating func select(_ tab: TabID) { select(.tab(tab)) }

    /// ``startMove(to:pulse:)-(Selection,_)`` to the tab `tab`.
    public mutating func startMove(to tab: TabID, pulse input: String? = nil) {
        startMove(to: .tab(tab), pulse: input)
    }

    /// ``interruptMove(to:dipAt:)-(Selection,_)`` to the tab `tab`.
    public mutating func interruptMove(to tab: TabID, dipAt dip: Double) {
        interruptMove(to: .tab(tab), dipAt: dip)
    }

    /// ``show(_:)-(Selection)`` of the tab `tab`.
    public mutating func show(_ tab: TabID) { show(.tab(tab)) }

    /// What the content shows: the selection as the owner last heard of it.
    private var shownSelection: Selection {
        switch content {
        case .tab(let tab): .tab(tab)
        case .more: .more
        case nil: slots.indices.contains(selected) ? slots[selected].tab : .more
        }
    }

    private func icon(of selection: Selection) -> String {
        selection.tabID.map { icons[$0] ?? "" } ?? MoreSlotDisplay.icon
    }
}
