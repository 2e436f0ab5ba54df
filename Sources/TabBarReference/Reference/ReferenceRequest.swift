import TabBarKit

/// A request to change the selection, as the reference model queues and checks it.
public enum ReferenceRequest: Equatable, Sendable {
    /// A user's tap on the slot showing the target (`tap ID` / `tap more`).
    case tap(Selection)
    /// A user's pick from the More list (`pick ID`).
    case pick(TabID)
    /// A programmatic selection (`select ID [animated]`).
    case select(Selection, animated: Bool)
    /// A user's keyboard shortcut, resolved to the tab it named when pressed (a deferred one keeps it).
    case shortcut(TabID)

    /// What the request asks to select.
    public var target: Selection {
        switch self {
        case .tap(let target), .select(let target, _): target
        case .pick(let id), .shortcut(let id): .tab(id)
        }
    }
}
