/// How one tab is shown: its data plus what the presenter derived for it.
public struct DisplayItem: Equatable, Sendable {
    /// The tab itself.
    public var tab: Tab
    /// Whether this tab is the selection.
    public var isSelected: Bool
    /// The tab's slot, or `nil` when it is listed under More.
    public var slot: Int?
    /// The slot's centre, or `nil` when it is listed under More.
    public var x: Double?
    /// What a screen reader speaks for the tab (see ``AccessibilityLabel``).
    public var accessibilityLabel: String
    /// Whether the item shows its title (configuration `labels`; a tab listed under More always does).
    public var showsTitle: Bool
    /// The largest count the badge shows; above it, `<limit>+`.
    public var badgeLimit: Int

    /// Creates an item.
    public init(
        tab: Tab, isSelected: Bool, slot: Int?, x: Double?, accessibilityLabel: String,
        showsTitle: Bool = true,
        badgeLimit: Int = TabBarConfiguration.defaultBadgeLimit
    ) {
        self.tab = tab
        self.isSelected = isSelected
        self.slot = slot
        self.x = x
        self.accessibilityLabel = accessibilityLabel
        self.showsTitle = showsTitle
        self.badgeLimit = badgeLimit
    }

    /// The badge as shown: a count as its number or `<limit>+`, text as written, `""` for a
    /// dot, `nil` for none.
    public var badge: String? { tab.visibleBadgeValue?.shown(limit: badgeLimit) }

    /// The kind of badge shown: `count`, `text`, `dot`, or `nil` for none.
    public var badgeKind: TabBadge.Kind? { tab.badgeKind }

    /// 1.0 for the selected tab, 0.5 for the others.
    public var opacity: Double { isSelected ? 1.0 : 0.5 }
}
