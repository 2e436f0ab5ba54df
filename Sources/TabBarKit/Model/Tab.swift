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
    /// A short badge such as `3`; `nil` or empty means none.
    public var badge: String?
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
        self.badge = badge
        self.isEnabled = isEnabled
        self.animation = animation
    }

    /// The icon the floating circle shows for this tab: ``selectedIcon``, or ``icon`` without one.
    public var circleIcon: String { selectedIcon ?? icon }

    /// The badge to show, or `nil` when there is none (an empty badge counts as none).
    public var visibleBadge: String? {
        guard let badge, !badge.isEmpty else { return nil }
        return badge
    }
}
