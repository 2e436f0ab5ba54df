/// A request to change the selection, as the presenter queues and checks it.
enum SelectionRequest: Equatable, Sendable {
    /// A user's tap on the slot showing the target.
    case tap(Selection)
    /// A user's pick from the More list.
    case pick(TabID)
    /// A programmatic selection.
    case select(Selection, animated: Bool)
    /// A user's keyboard shortcut for the tab (<doc:BehaviorContract#Keyboard-shortcuts>): a tap on its
    /// slot, or a pick of it through More for an overflow tab, whether or not the list shows.
    case shortcut(TabID)

    var target: Selection {
        switch self {
        case .tap(let target), .select(let target, _): target
        case .pick(let id), .shortcut(let id): .tab(id)
        }
    }

    var isFromUser: Bool {
        if case .select = self { false } else { true }
    }
}
