import TabBarKit
import TabBarRendering

/// A message as the differential check compares it: a `display` is expanded into its observable
/// fields (``ReferenceDisplay``); every other kind is compared as the core's value.
public enum ObservedMessage: Equatable, Sendable {
    /// A `display`, field by field.
    case display(ReferenceDisplay)
    /// Any other message kind.
    case message(TabBarMessage)

    /// Expands a message received from the presenter.
    public init(_ message: TabBarMessage) {
        if case .display(let state) = message {
            self = .display(ReferenceDisplay(state))
        } else {
            self = .message(message)
        }
    }
}
