/// How the More slot is shown, when some tabs overflow into it.
public struct MoreSlotDisplay: Equatable, Sendable {
    /// The slot's index (always the last).
    public var slot: Int
    /// The slot's centre.
    public var x: Double
    /// Whether the More slot is the selected slot (the list, or one of its tabs, is selected).
    public var isSelected: Bool
    /// What a screen reader speaks for the slot.
    public var accessibilityLabel: String
    /// The tabs listed under More, in order.
    public var items: [TabID]
    /// Whether the slot shows its title (configuration `labels`).
    public var showsTitle: Bool

    /// The More slot's title.
    public static let title = "More"
    /// The More slot's icon.
    public static let icon = "ellipsis"

    /// Creates the More slot's display.
    public init(
        slot: Int, x: Double, isSelected: Bool, accessibilityLabel: String, items: [TabID],
        showsTitle: Bool = true
    ) {
        self.slot = slot
        self.x = x
        self.isSelected = isSelected
        self.accessibilityLabel = accessibilityLabel
        self.items = items
        self.showsTitle = showsTitle
    }

    /// `More`.
    public var title: String { Self.title }
    /// `ellipsis`.
    public var icon: String { Self.icon }
    /// 1.0 when selected, 0.5 otherwise.
    public var opacity: Double { isSelected ? 1.0 : 0.5 }
}
