/// A request to change the selection, as the presenter queues and checks it.
enum SelectionRequest: Equatable, Sendable {
    /// A user's tap on the slot showing the target.
    case tap(Selection)
    /// A user's pick from the More list.
    case pick(TabID)
    /// A programmatic selection.
    case select(Selection, animated: Bool)

    var target: Selection {
        switch self {
        case .tap(let target), .select(let target, _): target
        case .pick(let id): .tab(id)
        }
    }

    var isFromUser: Bool {
        if case .select = self { false } else { true }
    }
}
