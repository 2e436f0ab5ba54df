/// The tab-selection model TabBarKit ships: a value type that keeps an index from id to
/// position and a count of enabled tabs, so every lookup a tap needs is O(1), and edits
/// change the tab list in place instead of copying and re-validating it.
///
/// What an edit costs, with n tabs (never a copy of the list while the model holds the only
/// reference to it; a view that keeps a ``TabBarDisplay`` shares it, and the next edit then
/// copies once):
/// - ``setBadge(_:for:)``, ``setEnabled(_:for:)``: O(1).
/// - ``insert(_:at:)``, ``remove(_:)``: O(1) amortised at either end of the list for the
///   model's index (positions are updated on the shorter side, O(min(index, n − index))),
///   plus the array's move of the later tabs in memory; no other tab is copied or validated.
/// - ``replaceTabs(_:)``: O(n), it validates every tab.
///
/// ```swift
/// var model = try DefaultTabBarModel(tabs: tabs, maxVisible: 5)
/// try model.select(.tab("search"))
/// try model.setBadge("3", for: "archives")  // O(1)
/// ```
public struct DefaultTabBarModel: TabBarModel, Equatable {
    /// Every tab, in order.
    public private(set) var tabs: [Tab]
    /// How many slots the bar has room for, the More slot included.
    public let maxVisible: Int
    /// The current selection (set only together with the kept selected position, through
    /// `setSelection(_:at:)`).
    public private(set) var selection: Selection
    /// Each tab's position minus ``base``: an insertion or a removal updates the shorter side
    /// of the list, moving `base` when that is the front.
    private var positions: [TabID: Int]
    private var base = 0
    /// How many tabs are enabled (at least 1).
    private var enabledCount: Int
    /// The selected tab's position: the tab looked up most (its slot, its icon, its animation),
    /// so ``index(of:)`` answers for it without hashing its id.
    private var selectedIndex: Int?

    /// Up to this many tabs, ``index(of:)`` compares ids one by one instead of hashing: a
    /// handful of string comparisons (a word each for short ids) costs less than one hash.
    private static let scanLimit = 8

    /// Creates a model after validating `tabs`, `maxVisible` (at least 2) and `initial`
    /// (an enabled tab; by default the first enabled one).
    public init(tabs: [Tab], maxVisible: Int = TabBarConfiguration.defaultMaxVisible, initial: TabID? = nil)
        throws(TabBarError)
    {
        try Self.validate(tabs: tabs)
        guard maxVisible >= 2 else { throw .maxVisibleTooSmall(maxVisible) }
        self.tabs = tabs
        self.maxVisible = maxVisible
        self.positions = Self.positions(of: tabs)
        self.enabledCount = tabs.lazy.filter(\.isEnabled).count
        let first = tabs.firstIndex(where: \.isEnabled)!  // validate guarantees one
        self.selection = .tab(tabs[first].id)
        self.selectedIndex = first
        if let initial { try select(.tab(initial)) }
    }

    /// Creates the model a configuration describes.
    public init(configuration: TabBarConfiguration) throws(TabBarError) {
        try self.init(
            tabs: configuration.tabs, maxVisible: configuration.maxVisible, initial: configuration.initial)
    }

    /// The position of the tab with `id`, in O(1): the selected tab's is kept, a short list is
    /// scanned, and a longer one looked up in the model's index.
    public func index(of id: TabID) -> Int? {
        if let selectedIndex, tabs[selectedIndex].id == id { return selectedIndex }
        if tabs.count <= Self.scanLimit {
            // A loop over the ids (a `firstIndex` closure would copy each whole tab).
            for index in tabs.indices where tabs[index].id == id { return index }
            return nil
        }
        return positions[id].map { $0 + base }
    }

    /// The slot the current selection highlights, from the selected tab's kept position.
    public var selectedSlot: Int {
        guard let selectedIndex else { return moreSlot ?? 0 }
        return slot(ofTabAt: selectedIndex) ?? moreSlot ?? 0
    }

    /// Two models are equal when their tabs, slots and selection are (however their indexes
    /// were built).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.tabs == rhs.tabs && lhs.maxVisible == rhs.maxVisible && lhs.selection == rhs.selection
    }

    /// Selects a tab or the More list after validating it (the checks of
    /// ``TabBarModel/validateSelection(_:)``, with the tab looked up once).
    public mutating func select(_ selection: Selection) throws(TabBarError) {
        switch selection {
        case .more:
            guard hasMoreSlot else { throw .noMoreSlot }
            setSelection(.more, at: nil)
        case .tab(let id):
            guard let index = index(of: id) else { throw unknownTab(id) }
            guard tabs[index].isEnabled else { throw .disabledTab(id) }
            setSelection(selection, at: index)
        }
    }

    /// Selects `selection`, trusting `index` when the tab there has the selection's id (one
    /// comparison instead of a second lookup); otherwise as ``select(_:)``.
    public mutating func select(_ selection: Selection, foundAt index: Int?) throws(TabBarError) {
        guard case .tab(let id) = selection, let index, tabs.indices.contains(index), tabs[index].id == id
        else { return try select(selection) }
        guard tabs[index].isEnabled else { throw .disabledTab(id) }
        setSelection(selection, at: index)
    }

    /// Replaces every tab, keeping the selection when it still exists. O(n).
    public mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        try Self.validate(tabs: tabs)
        self.tabs = tabs
        positions = Self.positions(of: tabs)
        base = 0
        enabledCount = tabs.lazy.filter(\.isEnabled).count
        selectedIndex = selection.tabID.flatMap { positions[$0] }  // base is 0
        let stillThere =
            switch selection {
            case .more: hasMoreSlot
            case .tab(let id): positions[id] != nil
            }
        if !stillThere { selectFirstEnabledTab() }
    }

    /// Inserts `tab` at `index` (`0...tabs.count`), checking only the new tab: the positions
    /// of the shorter side of the list are updated, O(min(index, n − index)), and the list's
    /// storage shifts its later tabs (a move of memory, no copy).
    public mutating func insert(_ tab: Tab, at index: Int) throws(TabBarError) {
        guard index >= 0, index <= tabs.count else { throw .indexOutOfRange(index, count: tabs.count) }
        try Self.validate(tab: tab)
        guard positions[tab.id] == nil else { throw .duplicateTabID(tab.id) }
        tabs.insert(tab, at: index)
        if index < tabs.count / 2 {
            base += 1  // everything moved up one…
            updatePositions(0...index)  // …but the front, and the new tab
        } else {
            updatePositions(index..<tabs.count)
        }
        if tab.isEnabled { enabledCount += 1 }
        if let selected = selectedIndex, selected >= index { selectedIndex = selected + 1 }
    }

    /// Removes the tab with `id`; the last enabled tab cannot be removed. Like an insertion,
    /// O(min(index, n − index)) position updates; when the selected tab goes, finding the
    /// first enabled one may look further.
    public mutating func remove(_ id: TabID) throws(TabBarError) {
        guard let index = index(of: id) else { throw unknownTab(id) }
        if tabs[index].isEnabled, enabledCount == 1 { throw .lastEnabledTab(id) }
        let removed = tabs.remove(at: index)
        positions[id] = nil
        if index < tabs.count / 2 {
            base -= 1  // everything moved down one…
            updatePositions(0..<index)  // …but the front
        } else {
            updatePositions(index..<tabs.count)
        }
        if removed.isEnabled { enabledCount -= 1 }
        if let selected = selectedIndex, selected > index { selectedIndex = selected - 1 }
        let stillThere =
            switch selection {
            case .more: hasMoreSlot
            case .tab(let selected): selected != id
            }
        if !stillThere { selectFirstEnabledTab() }
    }

    /// Sets or clears (`nil` or empty) the badge of the tab with `id`, in place: O(1).
    public mutating func setBadge(_ badge: String?, for id: TabID) throws(TabBarError) {
        guard let index = index(of: id) else { throw unknownTab(id) }
        let badge = badge?.isEmpty == true ? nil : badge
        guard tabs[index].badge != badge else { return }
        tabs[index].badge = badge
    }

    /// Enables or disables the tab with `id`, in place: O(1). The last enabled tab cannot be
    /// disabled; a disabled tab that is selected stays selected.
    public mutating func setEnabled(_ isEnabled: Bool, for id: TabID) throws(TabBarError) {
        guard let index = index(of: id) else { throw unknownTab(id) }
        guard tabs[index].isEnabled != isEnabled else { return }
        if !isEnabled, enabledCount == 1 { throw .lastEnabledTab(id) }
        tabs[index].isEnabled = isEnabled
        enabledCount += isEnabled ? 1 : -1
    }

    /// Sets the selection and the selected tab's position, `index` (`nil` for `more`).
    private mutating func setSelection(_ selection: Selection, at index: Int?) {
        self.selection = selection
        selectedIndex = index
    }

    /// Selects the first enabled tab (a valid model always has one).
    private mutating func selectFirstEnabledTab() {
        guard let first = tabs.firstIndex(where: \.isEnabled) else { return }
        setSelection(.tab(tabs[first].id), at: first)
    }

    /// Records the positions of the tabs in `range` (relative to ``base``).
    private mutating func updatePositions(_ range: some Sequence<Int>) {
        for position in range { positions[tabs[position].id] = position - base }
    }

    private static func positions(of tabs: [Tab]) -> [TabID: Int] {
        var positions = [TabID: Int](minimumCapacity: tabs.count)
        for (index, tab) in tabs.enumerated() { positions[tab.id] = index }
        return positions
    }
}
