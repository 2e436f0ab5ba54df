/// A message that changes state at once: interaction, an icon input, or the content.
public enum TabBarUpdate: Equatable, Hashable, Sendable {
    /// Lock (`false`) or unlock (`true`) the bar while a selection animates.
    case interaction(isEnabled: Bool)
    /// Set an icon's state-machine input.
    case input(IconInput)
    /// Show a tab's content, or the More list.
    case content(TabContent)
}

extension TabBarUpdate {
    /// The contract's name for the message: `interaction`, `input` or `content`.
    public var kind: String {
        switch self {
        case .interaction: "interaction"
        case .input: "input"
        case .content: "content"
        }
    }
}
