/// The animated-icon design: a tap sets the tab's state-machine input (`hover`) to `true`
/// and, the tab's animation duration later, back to `false`.
///
/// Each tab has its own reset timer. A new tap while a reset is pending cancels it, sends
/// `true` again and schedules a fresh reset, so exactly one `false` follows the last tap.
@MainActor
public final class IconInputChoreography: TabBarChoreography {
    private var pendingResets: [TabID: ScheduledToken] = [:]

    /// Creates the choreography.
    public init() {}

    /// Sets the input now and schedules its reset, replacing any pending reset for the tab.
    public func activate(_ tab: Tab, on stage: ChoreographyStage) {
        guard let animation = tab.animation else { return }
        if let pending = pendingResets.removeValue(forKey: tab.id) { stage.cancel(pending) }
        stage.update(.input(IconInput(tab: tab.id, name: animation.input, value: true)))
        let id = tab.id
        let name = animation.input
        // Holding `self` strongly is safe: the timer runs only while the presenter, which owns
        // its choreographies, is alive, and nothing here holds the scheduler.
        pendingResets[id] = stage.schedule(after: animation.duration) { stage in
            self.pendingResets[id] = nil
            stage.update(.input(IconInput(tab: id, name: name, value: false)))
        }
    }
}
