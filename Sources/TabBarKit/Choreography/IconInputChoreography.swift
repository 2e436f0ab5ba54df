/// The animated-icon design: a tap sets the tab's state-machine input (`hover`) to `true`
/// and, the tab's animation duration later, back to `false`.
///
/// Each tab has its own reset timer. A new tap while a reset is pending cancels it, sends
/// `true` again and schedules a fresh reset, so exactly one `false` follows the last tap.
@MainActor
public final class IconInputChoreography: TabBarChoreography {
    /// Pending resets by tab and input name: a tab whose input was renamed (its tabs replaced)
    /// still gets its old input reset. A short list, scanned: it holds only the tabs tapped
    /// within one animation duration, and comparing ids costs less than hashing them.
    private var pendingResets: [PendingReset] = []

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
        if let index = pendingIndex(of: id, input: name) {
            stage.cancel(pendingResets[index].token)
            removePending(at: index)
        }
        stage.update(.input(IconInput(tab: id, name: name, value: true)))
        // Holding `self` strongly is safe: the timer runs only while the presenter, which owns
        // its choreographies, is alive, and nothing here holds the scheduler. The scheduler
        // never runs the reset before `schedule` returns, so its entry is recorded first.
        let token = stage.schedule(after: animation.duration) { stage in
            if let index = self.pendingIndex(of: id, input: name) { self.removePending(at: index) }
            stage.update(.input(IconInput(tab: id, name: name, value: false)))
        }
        pendingResets.append(PendingReset(tab: id, input: name, token: token))
    }

    private func pendingIndex(of tab: TabID, input: String) -> Int? {
        Self.index(of: tab, input: input, in: pendingResets)
    }

    /// A plain loop, not isolated to the main actor: a closure passed to `firstIndex` from
    /// here would check at run time that it runs on the main actor.
    private nonisolated static func index(of tab: TabID, input: String, in pending: [PendingReset]) -> Int? {
        for index in pending.indices where pending[index].tab == tab && pending[index].input == input {
            return index
        }
        return nil
    }

    /// Removes the entry at `index` in O(1) (the list's order does not matter).
    private func removePending(at index: Int) {
        pendingResets.swapAt(index, pendingResets.count - 1)
        pendingResets.removeLast()
    }
}
