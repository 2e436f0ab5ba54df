/// The animated-icon design: a tap sets the tab's state-machine input (`hover`) to `true`
/// and, the tab's animation duration later, back to `false`.
///
/// Each tab has its own reset timer. A new tap while a reset is pending cancels it, sends
/// `true` again and schedules a fresh reset, so exactly one `false` follows the last tap.
///
/// An instance serves one presenter (or one stage): it keeps the pending resets.
@MainActor
public final class IconInputChoreography: TabBarChoreography {
    /// Pending resets by tab and input name: a tab whose input was renamed (its tabs replaced)
    /// still gets its old input reset. A short list, scanned: it holds only the tabs tapped
    /// within one animation duration, and comparing ids costs less than hashing them.
    @exclusivity(unchecked) private var pendingResets: [PendingReset] = []

    private struct PendingReset {
        var tab: TabID
        var input: String
        var token: ScheduledToken
    }

    /// Creates the choreography.
    public init() {}

    /// Sets the input now and schedules its reset, replacing any pending reset for the tab.
    public func activate(_ tab: Tab, on stage: ChoreographyStage) {
        guard let animation = tab.animation else { return }
        let id = tab.id
        let name = animation.input
        if let pending = Self.take(id, input: name, from: &pendingResets) { stage.cancel(pending) }
        stage.update(.input(IconInput(tab: id, name: name, value: true)))
        // The timer captures only `self` (so scheduling it allocates nothing) and finds its
        // reset by its token. Holding `self` strongly is safe: the timer runs only while the
        // presenter, which owns its choreographies, is alive, and nothing here holds the
        // scheduler. The scheduler never runs the reset before `schedule` returns, so its
        // entry is recorded first.
        let token = stage.schedule(after: animation.duration, calling: { [self] in reset($1, on: $0) })
        pendingResets.append(PendingReset(tab: id, input: name, token: token))
    }

    /// Sends `false` to the input of the pending reset scheduled under `token`, and forgets it.
    private func reset(_ token: ScheduledToken, on stage: ChoreographyStage) {
        guard let reset = Self.take(token, from: &pendingResets) else { return }
        stage.update(.input(IconInput(tab: reset.tab, name: reset.input, value: false)))
    }

    /// Removes the pending reset scheduled under `token` from `pending` and returns it, or `nil`
    /// when there is none (a plain loop, for the reason given below).
    private nonisolated static func take(_ token: ScheduledToken, from pending: inout [PendingReset])
        -> PendingReset?
    {
        for index in pending.indices where pending[index].token == token {
            pending.swapAt(index, pending.count - 1)
            return pending.removeLast()
        }
        return nil
    }

    /// Removes the pending reset of `tab`'s `input` from `pending` and returns its token, or
    /// `nil` when there is none. A plain loop over the list in one access, not isolated to the
    /// main actor (a closure passed to `firstIndex` from here would check its actor at run
    /// time); the list's order does not matter, so the entry is swapped out in O(1).
    @discardableResult
    private nonisolated static func take(_ tab: TabID, input: String, from pending: inout [PendingReset])
        -> ScheduledToken?
    {
        for index in pending.indices where pending[index].tab == tab && pending[index].input == input {
            let token = pending[index].token
            pending.swapAt(index, pending.count - 1)
            pending.removeLast()
            return token
        }
        return nil
    }
}
