/// The reading direction; right-to-left mirrors the slot positions.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Left to right: slot 0 is on the left.
    case ltr
    /// Right to left: slot 0 is on the right.
    case rtl
}
