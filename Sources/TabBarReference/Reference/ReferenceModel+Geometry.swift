import TabBarKit

extension ReferenceModel {
    /// `slots = n` when every tab fits, otherwise `maxVisible`.
    var slotCount: Int { tabs.count <= maxVisible ? tabs.count : maxVisible }

    /// The More slot (the last), when tabs overflow.
    var moreSlot: Int? { tabs.count > maxVisible ? maxVisible - 1 : nil }

    /// The tabs listed under More.
    var overflow: [TabID] {
        guard let more = moreSlot else { return [] }
        return tabs[more...].map(\.id)
    }

    func position(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }

    /// A tab's own slot, `nil` when it is listed under More or does not exist.
    func ownSlot(of id: TabID) -> Int? {
        guard let index = position(of: id) else { return nil }
        if let more = moreSlot, index >= more { return nil }
        return index
    }

    /// The slot a selection highlights.
    func highlightedSlot(_ selection: Selection) -> Int {
        switch selection {
        case .more: return moreSlot ?? 0
        case .tab(let id): return ownSlot(of: id) ?? moreSlot ?? 0
        }
    }

    /// `x(i) = width * (i + 0.5) / slots`, mirrored for right-to-left. Near the largest finite
    /// width the product overflows; every x finite and within `[0, width]` then wins. The
    /// contract does not say how to round then; this uses the core's `width / slots * (i + 0.5)`.
    func x(_ slot: Int) -> Double {
        let product = layout.width * (Double(slot) + 0.5)
        let x =
            product.isFinite
            ? product / Double(slotCount) : layout.width / Double(slotCount) * (Double(slot) + 0.5)
        return layout.direction == .rtl ? layout.width - x : x
    }

    var radius: Double { layout.orientation == .portrait ? 30 : 25 }
    var diameter: Double { layout.orientation == .portrait ? 57 : 47 }

    /// The circle's icon: `selectedIcon`, else `icon`; `ellipsis` for More.
    func circleIcon(_ selection: Selection) -> String {
        guard case .tab(let id) = selection, let index = position(of: id) else { return "ellipsis" }
        return tabs[index].selectedIcon ?? tabs[index].icon
    }

    /// What the view's `display` should carry now.
    var display: ReferenceDisplay {
        let selected = highlightedSlot(selection)
        let count = slotCount
        let items = tabs.map { tab -> ReferenceDisplay.Item in
            let slot = ownSlot(of: tab.id)
            let (badge, kind) = shownBadge(of: tab)
            var label = tab.title
            if let slot {
                label += ", tab, \(slot + 1) of \(count)"
                if slot == selected { label += ", selected" }
                if let badge { label += ", \(kind == "dot" ? "new" : badge)" }
                if !tab.isEnabled { label += ", dimmed" }
            }
            let isSelected = selection == .tab(tab.id)
            return ReferenceDisplay.Item(
                id: tab.id, title: tab.title, icon: tab.icon, badge: badge, badgeKind: kind,
                showsTitle: slot.map { showsTitle(slot: $0, selected: selected) } ?? true,
                enabled: tab.isEnabled,
                selected: isSelected, opacity: isSelected ? 1.0 : 0.5, slot: slot, x: slot.map { x($0) },
                accessibilityLabel: label)
        }
        let more = moreSlot.map { slot -> ReferenceDisplay.More in
            let isSelected = slot == selected
            return ReferenceDisplay.More(
                slot: slot, x: x(slot), title: "More", icon: "ellipsis", selected: isSelected,
                opacity: isSelected ? 1.0 : 0.5,
                accessibilityLabel: "More, tab, \(slot + 1) of \(count)" + (isSelected ? ", selected" : ""),
                items: overflow, showsTitle: showsTitle(slot: slot, selected: selected))
        }
        return ReferenceDisplay(
            selection: selection, width: layout.width, orientation: layout.orientation,
            direction: layout.direction, theme: theme, hidden: isHidden, items: items, more: more)
    }

    /// Labels: whether the slot `slot` shows its title while `selected` is the selected slot.
    func showsTitle(slot: Int, selected: Int) -> Bool {
        switch labels {
        case .always: true
        case .never: false
        case .selected: slot == selected
        case .auto: slotCount <= 3 || slot == selected
        }
    }

    /// Badges: what a tab's badge shows and its kind (`nil`, `nil` for none). A count is
    /// 1…10 ASCII digits up to 2³¹−1, shown as its number or `<limit>+` above the limit.
    func shownBadge(of tab: Tab) -> (badge: String?, kind: String?) {
        guard let value = tab.badge else { return (nil, nil) }
        if value == .dot { return ("", "dot") }
        let text = value.written
        if text.isEmpty { return (nil, nil) }
        let isDigits = text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        let trimmed = String(text.drop { $0 == "0" })
        if isDigits, trimmed.count <= 10, let number = Int(trimmed.isEmpty ? "0" : trimmed),
            number <= 2_147_483_647
        {
            return (number > badgeLimit ? "\(badgeLimit)+" : "\(number)", "count")
        }
        return (text, "text")
    }
}
