/// What happens to a user's tap while a selection is still animating (the bar is locked).
///
/// Programmatic selections made while the bar is locked wait for the lock to release under
/// every policy (the latest one wins).
public enum TapPolicy: String, CaseIterable, Hashable, Sendable {
    /// Keep the latest such request and handle it when the lock releases (the default).
    case `defer`
    /// Reject it as `busy`, as the original wave tab bar did.
    case drop
    /// Handle it at once, from where the bar is, as an interruptible UIKit animation would
    /// (`beginFromCurrentState`): the wave turns from where its dip is towards the new slot, the
    /// circle sinks from wherever it is, and the bar unlocks 0.4 s after the last such tap
    /// (<doc:BehaviorContract#Motion>).
    case interrupt
}
