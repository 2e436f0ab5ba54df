/// Everything needed to start a tab bar: the tabs and the presentation settings.
///
/// ```swift
/// let configuration = TabBarConfiguration(tabs: tabs, maxVisible: 4, initial: "search")
/// try configuration.validate()
/// ```
public struct TabBarConfiguration: Equatable, Sendable {
    /// The tabs, in order; at least one, with unique ids and at least one enabled.
    public var tabs: [Tab]
    /// Slots the bar has room for, the More slot included. Defaults to 5; at least 2.
    public var maxVisible: Int
    /// The tab selected at start; `nil` means the first enabled tab.
    public var initial: TabID?
    /// Width, orientation and direction.
    public var layout: TabBarLayout
    /// Light or dark.
    public var theme: Theme
    /// What to do with taps while an animation runs.
    public var tapPolicy: TapPolicy
    /// Whether Reduce Motion is on: every selection is shown at once, without the wave, the
    /// circle's sink and rise, the lock or the icon's input, and the bar hides and shows at
    /// once (<doc:BehaviorContract#Reduce-Motion>). Off by default; an app passes
    /// `UIAccessibility.isReduceMotionEnabled` (SwiftUI: `accessibilityReduceMotion`).
    public var reduceMotion: Bool
    /// Which slots show their title (<doc:BehaviorContract#Labels>). Defaults to ``LabelVisibility/always``.
    public var labels: LabelVisibility = .always
    /// The largest count a badge shows; above it, `<limit>+`. Defaults to 99; at least 1.
    public var badgeLimit: Int = TabBarConfiguration.defaultBadgeLimit
    /// Whether the user may reorder the tabs (UIKit's More → Edit). Defaults to `true`.
    public var customizable: Bool = true

    /// The default badge limit, 99: a count of 100 shows `99+`.
    public static let defaultBadgeLimit = 99

    /// The default number of visible slots, 5.
    public static let defaultMaxVisible = 5

    /// Creates a configuration with every setting; only `tabs` is required, and a setting left
    /// out keeps its default.
    ///
    /// ```swift
    /// let configuration = TabBarConfiguration(
    ///     tabs: tabs, maxVisible: 4, labels: .selected, badgeLimit: 9, customizable: false)
    /// ```
    public init(
        tabs: [Tab], maxVisible: Int = TabBarConfiguration.defaultMaxVisible, initial: TabID? = nil,
        layout: TabBarLayout = TabBarLayout(), theme: Theme = .light, tapPolicy: TapPolicy = .defer,
        reduceMotion: Bool = false, labels: LabelVisibility = .always,
        badgeLimit: Int = TabBarConfiguration.defaultBadgeLimit, customizable: Bool = true
    ) {
        self.init(
            tabs: tabs, maxVisible: maxVisible, initial: initial, layout: layout, theme: theme,
            tapPolicy: tapPolicy, reduceMotion: reduceMotion)
        self.labels = labels
        self.badgeLimit = badgeLimit
        self.customizable = customizable
    }

    /// Creates a configuration; only `tabs` is required. The initialiser above takes the label,
    /// badge and customisation settings too; this one, kept for code written before them,
    /// leaves them at their defaults.
    public init(
        tabs: [Tab], maxVisible: Int = TabBarConfiguration.defaultMaxVisible, initial: TabID? = nil,
        layout: TabBarLayout = TabBarLayout(), theme: Theme = .light, tapPolicy: TapPolicy = .defer,
        reduceMotion: Bool = false
    ) {
        self.tabs = tabs
        self.maxVisible = maxVisible
        self.initial = initial
        self.layout = layout
        self.theme = theme
        self.tapPolicy = tapPolicy
        self.reduceMotion = reduceMotion
    }

    /// Checks every rule of the configuration, throwing the first broken one.
    public func validate() throws(TabBarError) {
        _ = try DefaultTabBarModel(configuration: self)
        guard badgeLimit >= 1 else { throw .badgeLimitTooSmall(badgeLimit) }
        try layout.validate()
    }
}
