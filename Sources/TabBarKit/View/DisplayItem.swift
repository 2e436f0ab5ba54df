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
    /// The badge as shown: a count as its number or `<limit>+` (``TabBarDisplay/badgeLimit``),
    /// text as written, `""` for a dot, `nil` for none.
    public var badge: String?

    /// Creates an item; `badge` is the tab's badge as shown (``TabBadge/shown(limit:)``).
    public init(
        tab: Tab, isSelected: Bool, slot: Int?, x: Double?, accessibilityLabel: String,
        showsTitle: Bool = true, badge: String?
    ) {
        self.tab = tab
        self.isSelected = isSelected
        self.slot = slot
        self.x = x
        self.accessibilityLabel = accessibilityLabel
        self.showsTitle = showsTitle
        self.badge = badge
    }

    /// Creates an item whose badge shows counts up to `badgeLimit`.
    @available(
        *, deprecated,
        message:
            "pass the badge as shown: 'badge: tab.badge?.shown(limit: badgeLimit)' (TabBarDisplay.items does)"
    )
    public init(
        tab: Tab, isSelected: Bool, slot: Int?, x: Double?, accessibilityLabel: String,
        showsTitle: Bool = true,
        badgeLimit: Int = TabBarConfiguration.defaultBadgeLimit
    ) {
        self.init(
            tab: tab, isSelected: isSelected, slot: slot, x: x, accessibilityLabel: accessibilityLabel,
            showsTitle: showsTitle, badge: tab.badge?.shown(limit: badgeLimit))
    }

    /// The kind of badge shown: `count`, `text`, `dot`, or `nil` for none.
    public var badgeKind: TabBadge.Kind? { tab.badgeKind }

    /// 1.0 for the selected tab, 0.5 for the others.
    public var opacity: Double { isSelected ? 1.0 : 0.5 }
}
