/// A haptic the view plays (`feedback`): a view update, sent when a user's tap, pick or shortcut
/// changes the selection (the behaviour contract, section 7).
///
/// ```swift
/// case .update(.feedback(.selection)): selectionFeedback.selectionChanged()
/// ```
public enum SelectionFeedback: String, Hashable, Sendable, CaseIterable {
    /// The selection changed: `UISelectionFeedbackGenerator.selectionChanged()`, SwiftUI's
    /// `sensoryFeedback(.selection, trigger:)`.
    case selection
}
