/// The colour scheme the bar is drawn in.
public enum Theme: String, CaseIterable, Hashable, Sendable {
    /// Dark content on a light bar.
    case light
    /// Light content on a dark bar.
    case dark
}
