import TabBarKit
import TabBarRendering

/// Short spellings for expected messages, so that a test reads like the behaviour contract:
/// `.interaction(false)`, `.curve(from: 65, to: 325, duration: .milliseconds(400))`,
/// `.selected(.tab("archives"), previous: .tab("lessons"))`, `.input("lessons", true)` (the
/// `hover` pulse), `.input("inbox", 3, name: "count")`. Each builds a `TabBarMessage`
/// of the family the message belongs to.
extension TabBarMessage {
    /// `curve`: move the wave.
    public static func curve(_ curve: WaveCurve) -> TabBarMessage { .animation(.curve(curve)) }

    /// `curve` with the default ease-in-ease-out timing.
    public static func curve(from: Double, to: Double, radius: Double = 30, duration: Duration)
        -> TabBarMessage
    {
        .curve(WaveCurve(from: from, to: to, radius: radius, duration: duration))
    }

    /// `circle`: move the floating circle.
    public static func circle(_ move: CircleMove) -> TabBarMessage { .animation(.circle(move)) }

    /// `circle` in portrait (diameter 57) unless told otherwise.
    public static func circle(
        x: Double, y: Double, alpha: Double, diameter: Double = 57, icon: String, duration: Duration
    ) -> TabBarMessage {
        .circle(CircleMove(x: x, y: y, alpha: alpha, diameter: diameter, icon: icon, duration: duration))
    }

    /// `bar`: show or hide the bar.
    public static func bar(_ visibility: BarVisibility) -> TabBarMessage { .animation(.bar(visibility)) }

    /// `bar` with the standard 0.3 s duration.
    public static func bar(hidden: Bool) -> TabBarMessage {
        .bar(BarVisibility(isHidden: hidden, duration: TabBarMetrics.barDuration))
    }

    /// `interaction`: lock (`false`) or unlock (`true`) the bar.
    public static func interaction(isEnabled: Bool) -> TabBarMessage {
        .update(.interaction(isEnabled: isEnabled))
    }

    /// `interaction` with `isEnabled`.
    public static func interaction(_ isEnabled: Bool) -> TabBarMessage { .interaction(isEnabled: isEnabled) }

    /// `input`: set an icon's input.
    public static func input(_ input: IconInput) -> TabBarMessage { .update(.input(input)) }

    /// `input` for the `hover` input (or `name`).
    public static func input(_ tab: TabID, _ value: Bool, name: String = IconAnimation.defaultInput)
        -> TabBarMessage
    {
        .input(IconInput(tab: tab, name: name, value: value))
    }

    /// `input` of any kind, named: `.input("inbox", true, name: "active")` for a boolean,
    /// `.input("inbox", 3, name: "count")` for a number, `.input("inbox", .trigger, name: "tap")`
    /// for a trigger.
    public static func input(_ tab: TabID, _ value: IconInputValue, name: String) -> TabBarMessage {
        .input(IconInput(tab: tab, name: name, value: value))
    }

    /// `content`: switch the main content.
    public static func content(_ content: TabContent) -> TabBarMessage { .update(.content(content)) }

    /// `content` for a tab.
    public static func content(_ tab: TabID) -> TabBarMessage { .content(.tab(tab)) }

    /// `content` for the More list.
    public static func contentMore(_ items: [TabID]) -> TabBarMessage { .content(.more(items: items)) }

    /// `feedback`: the selection haptic, right after a user's `selected` (the behaviour
    /// contract's Selection feedback).
    public static let feedback = TabBarMessage.update(.feedback(.selection))

    /// `moved`: a user's reordering moved `tab` from one index to another.
    public static func moved(_ tab: TabID, from: Int, to: Int) -> TabBarMessage {
        .report(.moved(tab, from: from, to: to))
    }

    /// `selected`: a user's request changed the selection.
    public static func selected(_ selection: Selection, previous: Selection) -> TabBarMessage {
        .report(.selected(selection, previous: previous))
    }

    /// `reselected`: a user tapped what was selected.
    public static func reselected(_ selection: Selection) -> TabBarMessage { .report(.reselected(selection)) }

    /// `rejected`: a request was turned down (`nil`: a slot that does not exist).
    public static func rejected(_ selection: Selection?, reason: RejectionReason) -> TabBarMessage {
        .report(.rejected(selection, reason: reason))
    }
}
