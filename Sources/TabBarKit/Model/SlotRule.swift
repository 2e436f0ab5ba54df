/// Which tab gets which slot: the first `maxVisible` tabs each get one, unless some overflow;
/// then the last visible slot is the More slot and the tabs from it on sit under More.
///
/// The one place these rules live: ``TabBarModel`` and ``TabBarDisplay`` both ask here.
enum SlotRule {
    /// The number of slots, the More slot included.
    static func slotCount(tabCount: Int, maxVisible: Int) -> Int { min(tabCount, maxVisible) }

    /// The More slot's index, when some tabs overflow.
    static func moreSlot(tabCount: Int, maxVisible: Int) -> Int? {
        tabCount > maxVisible ? maxVisible - 1 : nil
    }

    /// The slot of the tab at `index`, or `nil` when it sits under More.
    static func slot(ofTabAt index: Int, tabCount: Int, maxVisible: Int) -> Int? {
        guard let more = moreSlot(tabCount: tabCount, maxVisible: maxVisible) else { return index }
        return index < more ? index : nil
    }
}
