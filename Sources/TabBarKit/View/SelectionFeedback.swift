/// A haptic the view plays (`feedback`): a view update, sent when a user's tap, pick or shortcut
/// changes the selection (<doc:BehaviorContract#Selection-feedback>).
///
/// ```swift
/// case .update(.feedback(.selection)): selectionFeedback.selectionChanged()
/// ```
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some (see
/// <doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
public enum SelectionFeedback: String, Hashable, Sendable, CaseIterable {
    /// The selection changed: `UISelectionFeedbackGenerator.selectionChanged()`, SwiftUI's
    /// `sensoryFeedback(.selection, trigger:)`.
    case selection
}
