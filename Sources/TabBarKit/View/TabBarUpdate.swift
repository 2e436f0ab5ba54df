/// A message that changes state at once: interaction, an icon input, the content, or a haptic.
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some (see
/// <doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
public enum TabBarUpdate: Equatable, Hashable, Sendable {
    /// Lock (`false`) or unlock (`true`) the bar while a selection animates.
    case interaction(isEnabled: Bool)
    /// Set an icon's state-machine input.
    case input(IconInput)
    /// Show a tab's content, or the More list.
    case content(TabContent)
    /// Play a haptic: a user's tap, pick or shortcut changed the selection.
    case feedback(SelectionFeedback)
}

extension TabBarUpdate {
    /// The contract's name for the message: `interaction`, `input`, `content` or `feedback`.
    public var kind: String {
        switch self {
        case .interaction: "interaction"
        case .input: "input"
        case .content: "content"
        case .feedback: "feedback"
        }
    }
}
