import TabBarKit

/// The observable content of a `display` message, field by field as the JSON renderer writes
/// it (the JSON renderer's `display`), so that the reference's own derivation can be compared with the core's.
public struct ReferenceDisplay: Equatable, Sendable {
    /// One tab as displayed.
    public struct Item: Equatable, Sendable {
        /// The tab's id.
        public var id: TabID
        /// The tab's title.
        public var title: String
        /// The tab item's icon.
        public var icon: String
        /// The badge as shown (`nil`: none; `""`: a dot; a count above the limit as `<limit>+`).
        public var badge: String?
        /// `count`, `text`, `dot`, or `nil` for none.
        public var badgeKind: String?
        /// Whether the title is shown.
        public var showsTitle: Bool
        /// Whether the tab is enabled.
        public var enabled: Bool
        /// Whether it is the selection.
        public var selected: Bool
        /// 1.0 selected, 0.5 otherwise.
        public var opacity: Double
        /// Its slot, `nil` under More.
        public var slot: Int?
        /// Its slot's centre, `nil` under More.
        public var x: Double?
        /// What a screen reader speaks.
        public var accessibilityLabel: String
    }

    /// The More slot as displayed.
    public struct More: Equatable, Sendable {
        /// Its slot index.
        public var slot: Int
        /// Its centre.
        public var x: Double
        /// `More`.
        public var title: String
        /// `ellipsis`.
        public var icon: String
        /// Whether it is the selected slot.
        public var selected: Bool
        /// 1.0 selected, 0.5 otherwise.
        public var opacity: Double
        /// What a screen reader speaks.
        public var accessibilityLabel: String
        /// The tabs it lists.
        public var items: [TabID]
        /// Whether the title is shown.
        public var showsTitle: Bool
    }

    /// The selection.
    public var selection: Selection
    /// The bar's width.
    public var width: Double
    /// Portrait or landscape.
    public var orientation: Orientation
    /// Left-to-right or right-to-left.
    public var direction: LayoutDirection
    /// Light or dark.
    public var theme: Theme
    /// Whether the bar is hidden.
    public var hidden: Bool
    /// Every tab.
    public var items: [Item]
    /// The More slot, if any.
    public var more: More?

    /// Creates a display from its fields.
    public init(
        selection: Selection, width: Double, orientation: Orientation, direction: LayoutDirection,
        theme: Theme,
        hidden: Bool, items: [Item], more: More?
    ) {
        self.selection = selection
        self.width = width
        self.orientation = orientation
        self.direction = direction
        self.theme = theme
        self.hidden = hidden
        self.items = items
        self.more = more
    }

    /// Reads what a view would show from the core's display state (its derived properties).
    public init(_ state: TabBarDisplay) {
        self.selection = state.selection
        self.width = state.layout.width
        self.orientation = state.layout.orientation
        self.direction = state.layout.direction
        self.theme = state.theme
        self.hidden = state.isHidden
        self.items = state.items.map { item in
            Item(
                id: item.tab.id, title: item.tab.title, icon: item.tab.icon, badge: item.badge,
                badgeKind: item.badgeKind?.rawValue, showsTitle: item.showsTitle, enabled: item.tab.isEnabled,
                selected: item.isSelected, opacity: item.opacity,
                slot: item.slot,
                x: item.x, accessibilityLabel: item.accessibilityLabel)
        }
        self.more = state.more.map { more in
            More(
                slot: more.slot, x: more.x, title: more.title, icon: more.icon, selected: more.isSelected,
                opacity: more.opacity, accessibilityLabel: more.accessibilityLabel, items: more.items,
                showsTitle: more.showsTitle)
        }
    }
}
