/// One tab of the bar: what it is called, which icon it shows, and whether it can be chosen.
///
/// ```swift
/// let lessons = Tab(id: "lessons", title: "Lessons", icon: "academic-cap",
///                   animation: IconAnimation(stateMachine: "State Machine 1"))
/// ```
public struct Tab: Identifiable, Equatable, Hashable, Sendable {
    /// The tab's unique identifier.
    public var id: TabID
    /// The title shown under the icon and spoken by screen readers.
    public var title: String
    /// The symbol name of the icon shown in the tab item.
    public var icon: String
    /// The symbol shown in the floating circle while the tab is selected; `nil` means ``icon``.
    public var selectedIcon: String?
    /// The badge and its kind (a count, a dot or text); `nil` (or empty text) means none.
    public var badgeValue: TabBadge?
    /// Whether the user may select the tab.
    public var isEnabled: Bool
    /// The tab's animated icon, if it has one.
    public var animation: IconAnimation?

    /// Creates a tab.
    public init(
        id: TabID, title: String, icon: String, selectedIcon: String? = nil, badge: String? = nil,
        isEnabled: Bool = true, animation: IconAnimation? = nil
    ) {
        self.id = id
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.badgeValue = badge.map(TabBadge.init(_:))
        self.isEnabled = isEnabled
        self.animation = animation
    }

    /// The icon the floating circle shows for this tab: ``selectedIcon``, or ``icon`` without one.
    public var circleIcon: String { selectedIcon ?? icon }

    /// A short badge such as `3`, as written (`""` for a dot); `nil` or empty means none.
    /// Setting it sets a count or a text badge; use ``badgeValue`` for a dot.
    public var badge: String? {
        get { badgeValue?.written }
        set { badgeValue = newValue.map(TabBadge.init(_:)) }
    }

    /// The badge's text to show, or `nil` when there is none or it is a dot (an empty badge
    /// counts as none).
    public var visibleBadge: String? {
        guard let badge, !badge.isEmpty else { return nil }
        return badge
    }

    /// The badge to show, or `nil` when there is none (an empty text badge counts as none).
    public var visibleBadgeValue: TabBadge? {
        guard let badgeValue, !badgeValue.isEmpty else { return nil }
        return badgeValue
    }

    /// The kind of the badge shown: `count`, `text`, `dot`, or `nil` for none.
    public var badgeKind: TabBadge.Kind? { visibleBadgeValue?.kind }
}
