/// The whole static state of the bar, as the passive view is told to show it (`display`).
///
/// Building one costs O(1): it shares the model's tab array, and the per-item details
/// (``items``, ``more``) are computed when a view reads them.
public struct TabBarDisplay: Equatable, Sendable {
    /// Every tab, in order.
    public var tabs: [Tab]
    /// Slots the bar has room for, the More slot included.
    public var maxVisible: Int
    /// The current selection.
    public var selection: Selection
    /// The slot the selection highlights.
    public var selectedSlot: Int
    /// Width, orientation and direction.
    public var layout: TabBarLayout
    /// Light or dark.
    public var theme: Theme
    /// Whether the bar is hidden.
    public var isHidden: Bool
    /// Which slots show their title.
    public var labels: LabelVisibility
    /// The largest count a badge shows; above it, `<limit>+` (each ``DisplayItem/badge`` is
    /// shown with it).
    public var badgeLimit: Int

    /// Creates a display state. `selectedSlot` must be the slot `selection` highlights.
    public init(
        tabs: [Tab], maxVisible: Int, selection: Selection, selectedSlot: Int, layout: TabBarLayout,
        theme: Theme, isHidden: Bool, labels: LabelVisibility = .always,
        badgeLimit: Int = TabBarConfiguration.defaultBadgeLimit
    ) {
        self.tabs = tabs
        self.maxVisible = maxVisible
        self.selection = selection
        self.selectedSlot = selectedSlot
        self.layout = layout
        self.theme = theme
        self.isHidden = isHidden
        self.labels = labels
        self.badgeLimit = badgeLimit
    }

    /// The number of slots, the More slot included.
    public var slotCount: Int { SlotRule.slotCount(tabCount: tabs.count, maxVisible: maxVisible) }
    /// The More slot's index, when some tabs overflow.
    public var moreSlot: Int? { SlotRule.moreSlot(tabCount: tabs.count, maxVisible: maxVisible) }
    /// Slot centres and the wave path for this layout.
    public var geometry: TabBarGeometry { TabBarGeometry(layout: layout, slotCount: slotCount) }
    /// The icon in the floating circle: the selected tab's ``Tab/circleIcon``, or `ellipsis`.
    public var circleIcon: String {
        guard case .tab(let id) = selection, let tab = tabs.first(where: { $0.id == id }) else {
            return MoreSlotDisplay.icon
        }
        return tab.circleIcon
    }

    /// One entry per tab, in order, with its slot (or `nil` under More) and accessibility label.
    public var items: [DisplayItem] {
        let geometry = geometry
        let slots = slotCount
        return tabs.enumerated().map { index, tab in
            let slot = SlotRule.slot(ofTabAt: index, tabCount: tabs.count, maxVisible: maxVisible)
            let isSelected = selection == .tab(tab.id)
            let badge = tab.badge
            let label =
                slot.map {
                    AccessibilityLabel.slot(
                        title: tab.title, slot: $0, of: slots, isSelected: $0 == selectedSlot,
                        badge: badge?.spoken(limit: badgeLimit), isEnabled: tab.isEnabled)
                } ?? tab.title
            let showsTitle =
                slot.map { labels.showsTitle(isSelectedSlot: $0 == selectedSlot, slotCount: slots) } ?? true
            return DisplayItem(
                tab: tab, isSelected: isSelected, slot: slot, x: slot.map(geometry.x(ofSlot:)),
                accessibilityLabel: label, showsTitle: showsTitle, badge: badge?.shown(limit: badgeLimit))
        }
    }

    /// The More slot, or `nil` when every tab has a slot of its own.
    public var more: MoreSlotDisplay? {
        guard let slot = moreSlot else { return nil }
        let isSelected = slot == selectedSlot
        return MoreSlotDisplay(
            slot: slot, x: geometry.x(ofSlot: slot), isSelected: isSelected,
            accessibilityLabel: AccessibilityLabel.slot(
                title: MoreSlotDisplay.title, slot: slot, of: slotCount, isSelected: isSelected, badge: nil,
                isEnabled: true),
            items: tabs[slot...].map(\.id),
            showsTitle: labels.showsTitle(isSelectedSlot: isSelected, slotCount: slotCount))
    }
}
