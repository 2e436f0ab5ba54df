/// Why a request to select a tab was turned down.
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some (see
/// <doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
public enum RejectionReason: String, CaseIterable, Hashable, Sendable {
    /// The tab is disabled.
    case disabled
    /// The owner vetoed the selection.
    case vetoed
    /// The bar was locked by an animation and the tap policy is ``TapPolicy/drop``.
    case busy
    /// The bar is hidden, so it cannot be tapped.
    case hidden
    /// What was asked for has no place to be tapped: a tab listed under More, `more` without
    /// a More slot, a More-list pick while the list is not showing, or a slot that does not exist.
    case unavailable
    /// The request names a tab that no longer exists, or a change the model refuses.
    case invalid
}
