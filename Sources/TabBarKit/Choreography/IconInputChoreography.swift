/// The animated-icon design: a tap sets the tab's state-machine input (`hover`) to `true`
/// and, the tab's animation duration later, back to `false`; just before, it fires the tab's
/// ``IconAnimation/tapTrigger``, if it has one (<doc:BehaviorContract#Icon-state-machines>).
///
/// Each tab has its own reset timer. A new tap while a reset is pending cancels it, sends
/// `true` again and schedules a fresh reset, so exactly one `false` follows the last tap.
///
/// An instance serves one presenter (or one stage): it keeps the pending resets.
@MainActor
public final class IconInputChoreography: TabBarChoreography {
    /// One tab's input: a tab whose input was renamed (its tabs replaced) still gets its old
    /// input reset.
    private struct InputKey: Hashable {
        var tab: TabID
        var input: String
    }

    /// The timer of each pending reset.
    private var pendingResets: [InputKey: ScheduledToken] = [:]

    /// Creates the choreography.
    public init() {}

    /// Sets the input now and schedules its reset, replacing any pending reset for the tab.
    public func activate(_ tab: Tab, on stage: ChoreographyStage) {
        guard let animation = tab.animation else { return }
        if let trigger = animation.tapTrigger {
            stage.update(.input(IconInput(tab: tab.id, name: trigger, value: .trigger)))
        }
        let key = InputKey(tab: tab.id, input: animation.input)
        stage.cancel(pendingResets[key])
        stage.update(.input(IconInput(tab: key.tab, name: key.input, value: true)))
        pendingResets[key] = stage.schedule(after: animation.duration) { [self] stage in
            pendingResets[key] = nil
            stage.update(.input(IconInput(tab: key.tab, name: key.input, value: false)))
        }
    }

    /// Sends `true` again to each of the tab's pulses whose reset is pending (the icon's view
    /// was recreated mid-pulse), in the order of their names; the resets keep their times.
    public func attachIcon(_ tab: Tab, on stage: ChoreographyStage) {
        for key in pendingResets.keys.filter({ $0.tab == tab.id }).sorted(by: { $0.input < $1.input }) {
            stage.update(.input(IconInput(tab: key.tab, name: key.input, value: true)))
        }
    }
}
