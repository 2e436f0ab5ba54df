/// The main content to show (`content`): a tab's, or the More list.
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some (see
/// <doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
public enum TabContent: Equatable, Hashable, Sendable {
    /// The content of one tab.
    case tab(TabID)
    /// The More list, with the tabs it lists.
    case more(items: [TabID])

    /// The selection this content belongs to.
    public var selection: Selection {
        switch self {
        case .tab(let id): .tab(id)
        case .more: .more
        }
    }
}
