/// The animated-icon design: a tap sets the tab's state-machine input (`hover`) to `true`
/// and, the tab's animation duration later, back to `false`; just before, it fires the tab's
/// ``IconAnimation/tapTrigger``, if it has one (the behaviour contract, section 6).
///
/// Each tab has its own reset timer. A new tap while a reset is pending cancels it, sends
/// `true` again and schedules a fresh reset, so exactly one `false` follows the last tap.
///
/// An instance serves one presenter (or one stage): it keeps the pending resets.
@MainActor
public final class IconInputChoreography: TabBarChoreography {
    /// The input each pending reset sets back, by the reset's token: a tab whose input was
    /// renamed (its tabs replaced) still gets its old input reset. It holds only the tabs tapped
    /// within one animation duration.
    @exclusivity(unchecked) private var pendingResets = PendingSteps<InputKey>()

    /// One tab's input.
    private struct InputKey: Equatable {
        var tab: TabID
        var input: String
    }

    /// Creates the choreography.
    public init() {}

    /// Sets the input now and schedules its reset, replacing any pending reset for the tab.
    public func activate(_ tab: Tab, on stage: ChoreographyStage) {
        guard let animation = tab.animation else { return }
        if let trigger = animation.tapTrigger {
            stage.update(.input(IconInput(tab: tab.id, name: trigger, value: .trigger)))
        }
        let key = InputKey(tab: tab.id, input: animation.input)
        if let pending = pendingResets.takeToken(of: key) { stage.cancel(pending) }
        stage.update(.input(IconInput(tab: key.tab, name: key.input, value: true)))
        // The timer captures only `self` (so scheduling it allocates nothing) and finds its
        // reset by its token. Holding `self` strongly is safe: the timer runs only while the
        // presenter, which owns its choreographies, is alive, and nothing here holds the
        // scheduler. The scheduler never runs the reset before `schedule` returns, so its
        // entry is recorded first.
        let token = stage.schedule(after: animation.duration, calling: { [self] in reset($1, on: $0) })
        pendingResets.add(key, for: token)
    }

    /// Sends `true` again to each of the tab's pulses whose reset is pending (the icon's view
    /// was recreated mid-pulse); the resets keep their times.
    public func attachIcon(_ tab: Tab, on stage: ChoreographyStage) {
        for entry in pendingResets.entries where entry.value.tab == tab.id {
            stage.update(.input(IconInput(tab: tab.id, name: entry.value.input, value: true)))
        }
    }

    /// Sends `false` to the input of the pending reset scheduled under `token`, and forgets it.
    private func reset(_ token: ScheduledToken, on stage: ChoreographyStage) {
        guard let key = pendingResets.take(token) else { return }
        stage.update(.input(IconInput(tab: key.tab, name: key.input, value: false)))
    }
}
