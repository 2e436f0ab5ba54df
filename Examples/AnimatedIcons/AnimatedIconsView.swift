import TabBarKit
import TabBarRendering

/// The animated-icon design as a passive view: a capsule over the selected tab, the others at
/// half opacity, each icon's state-machine input, and the content of the selected tab. It
/// prints what a screen would show, one line per change.
@MainActor
final class AnimatedIconsView: TabBarView {
    private let clock: any TabBarScheduler
    private var content = ""
    private var bar = ""

    /// Creates a view that stamps lines with `clock`'s time.
    init(clock: any TabBarScheduler) { self.clock = clock }

    /// Draws the tabs: `(Lessons)` is the capsule, `·Archives·` a tab at opacity 0.5.
    func display(_ state: TabBarDisplay) {
        bar = state.items.map { item in
            let badge = item.badgeKind == .dot ? " •" : item.badge.map { " \($0)" } ?? ""
            return item.isSelected ? "(\(item.tab.title)\(badge))" : "·\(item.tab.title)\(badge)·"
        }.joined(separator: "  ")
    }

    /// This design has no wave or circle; only the bar's visibility would matter.
    func animate(_ animation: TabBarAnimation) {}

    /// Prints icon inputs and content switches.
    func update(_ update: TabBarUpdate) {
        switch update {
        case .input(let input):
            input.apply(
                to: RiveIcon(
                    name: AnimatedTab(rawValue: input.tab.rawValue)?.icon ?? input.tab.rawValue, view: self))
        case .content(.tab(let id)):
            content = AnimatedTab(rawValue: id.rawValue)?.title ?? id.rawValue
            show("content: \(content)")
        case .content(.more):
            show("content: More")
        default:
            break  // The lock, haptics, and kinds added in later versions: nothing to print.
        }
    }

    /// One icon's state machine, as Rive's `RiveViewModel` takes inputs: here it prints them.
    struct RiveIcon: IconInputSink {
        let name: String
        let view: AnimatedIconsView

        func setInput(_ input: String, value: Bool) { view.show("\(name).\(input) = \(value)") }
        func setInput(_ input: String, value: Double) {
            view.show("\(name).\(input) = \(DecimalText.number(value))")
        }
        func triggerInput(_ input: String) { view.show("\(name).\(input) fired") }
    }

    fileprivate func show(_ change: String) {
        let time = DecimalText.secondsWithThreeDecimals(milliseconds: clock.now.wholeMilliseconds) + "s"
        print("\(time)  \(bar)   \(change)")
    }
}
