/// One tab of the bar: what it is called, which icon it shows, and whether it can be chosen.
///
/// ```swift
/// let lessons = Tab(id: "lessons", title: "Lessons", icon: "academic-cap",
///                   animation: IconAnimation(stateMachine: "State Machine 1"))
/// let inbox = Tab(id: "inbox", title: "Inbox", icon: "tray", badge: "3")
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
    /// The badge — a count, text or a dot — or `nil` for none. Empty text is no badge: setting
    /// `""` sets `nil`, so a tab never holds one.
    ///
    /// ```swift
    /// tab.badge = "3"      // a count
    /// tab.badge = .dot     // a dot
    /// tab.badge = ""       // none: tab.badge == nil
    /// ```
    public var badge: TabBadge? {
        didSet { if badge?.isEmpty == true { badge = nil } }
    }
    /// Whether the user may select the tab.
    public var isEnabled: Bool
    /// The tab's animated icon, if it has one.
    public var animation: IconAnimation?

    /// Creates a tab. An empty text `badge` is none.
    public init(
        id: TabID, title: String, icon: String, selectedIcon: String? = nil, badge: TabBadge? = nil,
        isEnabled: Bool = true, animation: IconAnimation? = nil
    ) {
        self.id = id
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.badge = badge?.isEmpty == true ? nil : badge
        self.isEnabled = isEnabled
        self.animation = animation
    }

    /// The icon the floating circle shows for this tab: ``selectedIcon``, or ``icon`` without one.
    public var circleIcon: String { selectedIcon ?? icon }

    /// The kind of the badge: `count`, `text`, `dot`, or `nil` for none.
    public var badgeKind: TabBadge.Kind? { badge?.kind }
}

// MARK: - Deprecated spellings (one release)

extension Tab {
    /// The badge and its kind.
    @available(*, deprecated, renamed: "badge")
    public var badgeValue: TabBadge? {
        get { badge }
        set { badge = newValue }
    }

    /// The badge to show, or `nil` when there is none.
    @available(*, deprecated, renamed: "badge")
    public var visibleBadgeValue: TabBadge? { badge }

    /// The badge's text to show, or `nil` when there is none or it is a dot.
    @available(
        *, deprecated,
        message: "use 'badge' (a TabBadge: 'badge?.written' is its text, 'badge == .dot' a dot)"
    )
    public var visibleBadge: String? { badge?.kind == .dot ? nil : badge?.written }
}
