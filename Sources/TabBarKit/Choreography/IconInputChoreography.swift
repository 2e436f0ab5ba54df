/// The animated-icon design: a tap sets the tab's state-machine input (`hover`) to `true`
/// and, the tab's animation duration later, back to `false`.
///
/// Each tab has its own reset timer. A new tap while a reset is pending cancels it, sends
/// `true` again and schedules a fresh reset, so exactly one `false` follows the last tap.
@MainActor
public final class IconInputChoreography: TabBarChoreography {
    /// Pending resets by tab and input name: a tab whose input was renamed (its tabs replaced)
    /// still gets its old input reset.
    private var pendingResets: [IconInputKey: ScheduledToken] = [:]

    private struct IconInputKey: Hashable {
        var tab: TabID
        var input: String
    }

    /// Creates the choreography.
    public init() {}

    /// Sets the input now and schedules its reset, replacing any pending reset for the tab.
    public func activate(_ tab: Tab, on stage: ChoreographyStage) {
        guard let animation = tab.animation else { return }
        let id = tab.id
        let name = animation.input
        let key = IconInputKey(tab: id, input: name)
        if let pending = pendingResets.removeValue(forKey: key) { stage.cancel(pending) }
        stage.update(.input(IconInput(tab: id, name: name, value: true)))
        // Holding `self` strongly is safe: the timer runs only while the presenter, which owns
        // its choreographies, is alive, and nothing here holds the scheduler.
        pendingResets[key] = stage.schedule(after: animation.duration) { stage in
            self.pendingResets[key] = nil
            stage.update(.input(IconInput(tab: id, name: name, value: false)))
        }
    }
}
