/// Which slots show their title under the icon (configuration `labels`). Accessibility labels
/// always speak the title, whatever the mode.
public enum LabelVisibility: String, Hashable, Sendable, CaseIterable {
    /// Every slot shows its title (the default).
    case always
    /// Only the selected slot shows its title.
    case selected
    /// No slot shows its title.
    case never
    /// Material's rule: ``always`` with 3 slots or fewer, ``selected`` with 4 or more (the More
    /// slot counts).
    case auto

    /// Whether a slot shows its title, with `slotCount` slots, the More slot included.
    public func showsTitle(isSelectedSlot: Bool, slotCount: Int) -> Bool {
        switch self {
        case .always: true
        case .selected: isSelectedSlot
        case .never: false
        case .auto: slotCount <= 3 || isSelectedSlot
        }
    }
}
