import TabBarKit
import TabBarRendering

extension TabBarMessage {
    /// The `display` message a presenter sends for `tabs` with `selection`, every other field
    /// at its default: five visible slots, a 390-point portrait left-to-right bar, the light
    /// theme, shown, every title shown and a badge limit of 99.
    ///
    /// `slot` is the selected slot; leave it `nil` for the contract's rule (the tab's own slot,
    /// or the More slot for `more` and for a tab under More; slot 0 for an id not in `tabs`).
    ///
    /// ```swift
    /// view.expect([
    ///     .selected(.tab("archives"), previous: .tab("lessons")),
    ///     .display(tabs: tabs, selection: .tab("archives")),
    ///     …
    /// ])
    /// ```
    public static func display(
        tabs: [Tab], selection: Selection, slot: Int? = nil,
        maxVisible: Int = TabBarConfiguration.defaultMaxVisible, layout: TabBarLayout = TabBarLayout(),
        theme: Theme = .light, hidden: Bool = false, labels: LabelVisibility = .always,
        badgeLimit: Int = TabBarConfiguration.defaultBadgeLimit
    ) -> TabBarMessage {
        let more = tabs.count > maxVisible ? maxVisible - 1 : nil
        let ruleSlot: Int
        switch selection {
        case .more:
            ruleSlot = more ?? 0
        case .tab(let id):
            let index = tabs.firstIndex { $0.id == id } ?? 0
            ruleSlot = more.map { index < $0 ? index : $0 } ?? index
        }
        return .display(
            TabBarDisplay(
                tabs: tabs, maxVisible: maxVisible, selection: selection, selectedSlot: slot ?? ruleSlot,
                layout: layout, theme: theme, isHidden: hidden, labels: labels, badgeLimit: badgeLimit))
    }
}
