/// What happens to a user's tap while a selection is still animating (the bar is locked).
public enum TapPolicy: String, CaseIterable, Hashable, Sendable {
    /// Keep the latest such request and handle it when the lock releases (the default).
    case `defer`
    /// Reject it as `busy`, as the original wave tab bar did.
    case drop
}
