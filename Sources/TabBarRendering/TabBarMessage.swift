import TabBarKit

/// One message of the tab bar, in the behaviour contract's vocabulary: what the presenter tells
/// its view (`TabBarDisplay`, `TabBarAnimation`, `TabBarUpdate`) and what it reports to its
/// owner (`TabBarReport`), in one ordered stream — and the bar's state when its owner asks for it
/// (`state`). Recorders keep these; renderers draw them.
///
/// Each family is written once, in its own type; this enum only says which family a message
/// belongs to:
///
/// ```swift
/// switch message {
/// case .animation(.curve(let curve)): draw(curve)
/// case .update(.interaction(let isEnabled)): lock(!isEnabled)
/// default: break
/// }
/// ```
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some
/// (TabBarKit's article "Adopting TabBarKit in a UIKit or SwiftUI app" says why).
public enum TabBarMessage: Equatable, Sendable {
    /// The whole static state (`display`).
    case display(TabBarDisplay)
    /// The wave, the circle or the bar moves (`curve`, `circle`, `bar`).
    case animation(TabBarAnimation)
    /// Interaction, an icon input or the content changes at once, or a haptic plays
    /// (`interaction`, `input`, `content`, `feedback`).
    case update(TabBarUpdate)
    /// What the owner is told (`selected`, `reselected`, `rejected`, `moved`).
    case report(TabBarReport)
    /// The bar's restorable state, as its owner asked for it (`TabBarPresenter.state()`; the
    /// script command `state`). The presenter never sends it.
    case state(TabBarState)

    /// The contract's name for the message: `display`, `curve`, `circle`, `interaction`,
    /// `input`, `content`, `bar`, `feedback`, `selected`, `reselected`, `rejected`, `moved` or `state`.
    public var kind: String {
        switch self {
        case .display: "display"
        case .animation(let animation): animation.kind
        case .update(let update): update.kind
        case .report(let report): report.kind
        case .state: "state"
        }
    }

    /// Every kind, in the contract's order.
    public static let allKinds = [
        "display", "curve", "circle", "interaction", "input", "content", "bar", "selected", "reselected",
        "rejected", "feedback", "moved", "state",
    ]
}
