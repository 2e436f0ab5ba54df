/// Which tab gets which slot: the first `maxVisible` tabs each get one, unless some overflow;
/// then the last visible slot is the More slot and the tabs from it on sit under More.
///
/// The one place these rules live: ``TabBarModel`` and ``TabBarDisplay`` both ask here. (The
/// reference model in `TabBarReference` restates them on purpose: it is a second, independent
/// reading of the behaviour contract.)
///
/// A `maxVisible` below 2 breaks every model's rules; the rules here count it as 2, so that a
/// value that slipped through (a custom model's, a hand-made ``TabBarDisplay``) never traps.
enum SlotRule {
    /// The number of slots, the More slot included.
    static func slotCount(tabCount: Int, maxVisible: Int) -> Int { min(tabCount, max(maxVisible, 2)) }

    /// The More slot's index, when some tabs overflow.
    static func moreSlot(tabCount: Int, maxVisible: Int) -> Int? {
        let maxVisible = max(maxVisible, 2)
        return tabCount > maxVisible ? maxVisible - 1 : nil
    }

    /// The indices of the tabs under More (empty when every tab has a slot of its own).
    static func overflow(tabCount: Int, maxVisible: Int) -> Range<Int> {
        moreSlot(tabCount: tabCount, maxVisible: maxVisible).map { $0..<tabCount } ?? 0..<0
    }

    /// The slot of the tab at `index`, or `nil` when it sits under More.
    static func slot(ofTabAt index: Int, tabCount: Int, maxVisible: Int) -> Int? {
        guard let more = moreSlot(tabCount: tabCount, maxVisible: maxVisible) else { return index }
        return index < more ? index : nil
    }
}
