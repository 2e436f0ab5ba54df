/// What the bar has selected: one tab, or the More list itself.
public enum Selection: Hashable, Sendable, CustomStringConvertible {
    /// A tab, whether it has its own slot or sits in the More list.
    case tab(TabID)
    /// The More list is showing.
    case more

    /// The tab id, or `more`, as the command line and the renderers write it.
    public var description: String {
        switch self {
        case .tab(let id): id.rawValue
        case .more: TabID.reservedMore
        }
    }

    /// The selected tab's id, or `nil` for ``more``.
    public var tabID: TabID? {
        if case .tab(let id) = self { id } else { nil }
    }

    /// Reads `more` as ``more`` and anything else as a tab id.
    public init(_ text: String) {
        self = text == TabID.reservedMore ? .more : .tab(TabID(text))
    }
}
