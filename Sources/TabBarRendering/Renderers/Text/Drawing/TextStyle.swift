import TabBarKit

/// How a cell of the picture is coloured. Plain text shows none of it; every style that
/// carries meaning (selected, disabled, faded) is also marked with characters.
enum TextStyle: UInt8 {
    case plain
    case header
    case edge
    case selected
    case unselected
    case disabled
    case badge
    case circle
    case fadedCircle

    /// The SGR parameters for this style in `theme` (empty for plain).
    func parameters(theme: Theme) -> String {
        let accent = theme == .dark ? "36" : "34"
        switch self {
        case .plain: return ""
        case .header: return "1"
        case .edge: return accent
        case .selected: return "1;" + accent
        case .unselected: return "2"
        case .disabled: return "2;9"
        case .badge: return theme == .dark ? "1;91" : "1;31"
        case .circle: return "1;" + accent
        case .fadedCircle: return "2;" + accent
        }
    }
}
