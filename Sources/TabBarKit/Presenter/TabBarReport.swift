/// What the presenter tells its owner about a user's requests.
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some (see
/// <doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
public enum TabBarReport: Equatable, Hashable, Sendable {
    /// A user's tap or pick changed the selection.
    case selected(Selection, previous: Selection)
    /// A user tapped what was already selected.
    case reselected(Selection)
    /// A request was turned down; the selection is `nil` only for a tap on a slot that does
    /// not exist.
    case rejected(Selection?, reason: RejectionReason)
    /// A user's reordering moved a tab from one index in model order to another
    /// (<doc:BehaviorContract#Reordering>).
    case moved(TabID, from: Int, to: Int)
}

extension TabBarReport {
    /// The contract's name for the report: `selected`, `reselected`, `rejected` or `moved`.
    public var kind: String {
        switch self {
        case .selected: "selected"
        case .reselected: "reselected"
        case .rejected: "rejected"
        case .moved: "moved"
        }
    }
}
