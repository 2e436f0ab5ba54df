/// One message of the tab bar, in the contract's vocabulary: the view's seven kinds and the
/// owner's three reports. Spies record these; renderers draw them.
public enum TabBarMessage: Equatable, Sendable {
    /// The whole static state.
    case display(TabBarDisplay)
    /// Move the wave.
    case curve(WaveCurve)
    /// Move the circle.
    case circle(CircleMove)
    /// Lock or unlock the bar.
    case interaction(isEnabled: Bool)
    /// Set an icon's input.
    case input(IconInput)
    /// Switch the main content.
    case content(TabContent)
    /// Show or hide the bar.
    case bar(BarVisibility)
    /// A user's request changed the selection.
    case selected(Selection, previous: Selection)
    /// A user tapped what was selected.
    case reselected(Selection)
    /// A request was turned down (`nil`: a slot that does not exist).
    case rejected(Selection?, reason: RejectionReason)

    /// The message for a view animation.
    public init(_ animation: TabBarAnimation) {
        switch animation {
        case .curve(let curve): self = .curve(curve)
        case .circle(let circle): self = .circle(circle)
        case .bar(let bar): self = .bar(bar)
        }
    }

    /// The message for a view update.
    public init(_ update: TabBarUpdate) {
        switch update {
        case .interaction(let isEnabled): self = .interaction(isEnabled: isEnabled)
        case .input(let input): self = .input(input)
        case .content(let content): self = .content(content)
        }
    }

    /// The message for an owner report.
    public init(_ report: TabBarReport) {
        switch report {
        case .selected(let tab, let previous): self = .selected(tab, previous: previous)
        case .reselected(let tab): self = .reselected(tab)
        case .rejected(let tab, let reason): self = .rejected(tab, reason: reason)
        }
    }

    /// The JSON renderer's `kind`: `display`, `curve`, `circle`, `interaction`, `input`,
    /// `content`, `bar`, `selected`, `reselected` or `rejected`.
    public var kind: String {
        switch self {
        case .display: "display"
        case .curve: "curve"
        case .circle: "circle"
        case .interaction: "interaction"
        case .input: "input"
        case .content: "content"
        case .bar: "bar"
        case .selected: "selected"
        case .reselected: "reselected"
        case .rejected: "rejected"
        }
    }

    /// Every kind, in the contract's order.
    public static let allKinds = [
        "display", "curve", "circle", "interaction", "input", "content", "bar", "selected", "reselected",
        "rejected",
    ]
}
