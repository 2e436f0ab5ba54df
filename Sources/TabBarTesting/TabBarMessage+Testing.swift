import TabBarKit

extension TabBarMessage {
    /// `curve` with the default ease-in-ease-out timing.
    public static func curve(from: Double, to: Double, radius: Double = 30, duration: Duration)
        -> TabBarMessage
    {
        .curve(WaveCurve(from: from, to: to, radius: radius, duration: duration))
    }

    /// `circle` in portrait (diameter 57) unless told otherwise.
    public static func circle(
        x: Double, y: Double, alpha: Double, diameter: Double = 57, icon: String, duration: Duration
    ) -> TabBarMessage {
        .circle(CircleMove(x: x, y: y, alpha: alpha, diameter: diameter, icon: icon, duration: duration))
    }

    /// `input` for the `hover` input (or `name`).
    public static func input(_ tab: TabID, _ value: Bool, name: String = IconAnimation.defaultInput)
        -> TabBarMessage
    {
        .input(IconInput(tab: tab, name: name, value: value))
    }

    /// `content` for a tab.
    public static func content(_ tab: TabID) -> TabBarMessage { .content(.tab(tab)) }

    /// `content` for the More list.
    public static func contentMore(_ items: [TabID]) -> TabBarMessage { .content(.more(items: items)) }

    /// `interaction` with `isEnabled`.
    public static func interaction(_ isEnabled: Bool) -> TabBarMessage { .interaction(isEnabled: isEnabled) }

    /// `bar` with the standard 0.3 s duration.
    public static func bar(hidden: Bool) -> TabBarMessage {
        .bar(BarVisibility(isHidden: hidden, duration: TabBarMetrics.barDuration))
    }
}
