/// Builds the screen reader's label of a slot: `<title>, tab, <k> of <n>[, selected][, <badge>][, dimmed]`.
public enum AccessibilityLabel {
    /// The label of a slot. `slot` counts from 0; the label counts from 1 in either direction.
    ///
    /// ```swift
    /// AccessibilityLabel.slot(title: "Archives", slot: 1, of: 3, isSelected: false,
    ///                         badge: "3", isEnabled: true)   // "Archives, tab, 2 of 3, 3"
    /// ```
    public static func slot(
        title: String, slot: Int, of slotCount: Int, isSelected: Bool, badge: String?, isEnabled: Bool
    ) -> String {
        var label = "\(title), tab, \(slot + 1) of \(slotCount)"
        if isSelected { label += ", selected" }
        if let badge, !badge.isEmpty { label += ", \(badge)" }
        if !isEnabled { label += ", dimmed" }
        return label
    }
}
