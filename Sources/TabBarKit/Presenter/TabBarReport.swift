/// What the presenter tells its owner about a user's requests.
public enum TabBarReport: Equatable, Hashable, Sendable {
    /// A user's tap or pick changed the selection.
    case selected(Selection, previous: Selection)
    /// A user tapped what was already selected.
    case reselected(Selection)
    /// A request was turned down; the selection is `nil` only for a tap on a slot that does
    /// not exist.
    case rejected(Selection?, reason: RejectionReason)
}

extension TabBarReport {
    /// The contract's name for the report: `selected`, `reselected` or `rejected`.
    public var kind: String {
        switch self {
        case .selected: "selected"
        case .reselected: "reselected"
        case .rejected: "rejected"
        }
    }
}
