internal import TabBarInputSupport

/// The tab-selection state and its rules: which tabs exist, which slot each occupies, what
/// overflows into the More slot, and what is selected.
///
/// A model is pure: it knows nothing of time or views. TabBarKit ships ``DefaultTabBarModel``;
/// an app may supply its own (tabs from remote configuration, a persisted selection) and
/// ``TabBarPresenter`` works unchanged. Only six requirements need implementing; the rules
/// (slots, More, validation) have default implementations built on them, so every model obeys
/// the same ones. The rules a tap runs are requirements too (with those defaults), so that a
/// presenter reaches them through code specialised for the model's type; a model may
/// implement one faster, but must give the same answers.
/// The four edits (``insert(_:at:)``, ``remove(_:)``, ``setBadge(_:for:)``,
/// ``setEnabled(_:for:)``) are requirements too, with default implementations that copy the
/// tab list and ``replaceTabs(_:)`` it (O(n) per edit); a model that can edit in place
/// implements them, as ``DefaultTabBarModel`` does (O(1) for a badge or an enabled state).
///
/// Conformers must guarantee, after every successful mutation, that ``tabs`` passes
/// ``validate(tabs:)`` and that ``selection`` names an existing tab, or `more` only while a
/// More slot exists. A mutation that throws must change nothing.
public protocol TabBarModel: Sendable {
    /// Every tab, in order. Tabs `0 ..< maxVisible - 1` get slots of their own when they overflow.
    var tabs: [Tab] { get }
    /// How many slots the bar has room for, the More slot included; at least 2.
    var maxVisible: Int { get }
    /// The current selection.
    var selection: Selection { get }
    /// The position of the tab with `id` in ``tabs``, or `nil`.
    func index(of id: TabID) -> Int?
    /// Selects a tab or the More list, after ``validateSelection(_:)``.
    mutating func select(_ selection: Selection) throws(TabBarError)
    /// Selects `selection` as ``select(_:)`` does, when the caller has just found its tab at
    /// `index` with ``index(of:)`` (`nil` for `more`), so that a model whose lookup costs
    /// something need not repeat it. `index` is a hint: the model may have changed since it was
    /// found, so check it before trusting it. The default implementation calls ``select(_:)``.
    mutating func select(_ selection: Selection, foundAt index: Int?) throws(TabBarError)
    /// Replaces every tab after ``validate(tabs:)``. When the selected tab is gone (or `more`
    /// is selected and the More slot is gone) the first enabled tab becomes selected.
    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError)
    /// Inserts `tab` at `index` (`0...tabs.count`); it must pass ``validate(tab:)`` and its id
    /// must be new.
    mutating func insert(_ tab: Tab, at index: Int) throws(TabBarError)
    /// Removes the tab with `id`; the last enabled tab cannot be removed. When the selected
    /// tab is removed (or the More slot goes while `more` is selected), the first enabled
    /// tab becomes selected.
    mutating func remove(_ id: TabID) throws(TabBarError)
    /// Sets or clears (`nil` or empty) the badge of the tab with `id`.
    mutating func setBadge(_ badge: String?, for id: TabID) throws(TabBarError)
    /// Enables or disables the tab with `id`; the last enabled tab cannot be disabled. A
    /// disabled tab that is selected stays selected.
    mutating func setEnabled(_ isEnabled: Bool, for id: TabID) throws(TabBarError)

    // The rules a tap runs. They are requirements, with the default implementations below,
    // so that a presenter generic over its model reaches each through the model's witness
    // table — code specialised for the conforming type — instead of running the generic
    // extension, which reads every property through the witness table and copies tabs.

    /// The number of slots: every tab's when they fit, otherwise ``maxVisible`` (More included).
    var slotCount: Int { get }
    /// The More slot's index, when there is one (always the last slot).
    var moreSlot: Int? { get }
    /// Whether some tabs overflow into a More slot.
    var hasMoreSlot: Bool { get }
    /// The positions of the tabs listed under More (empty when everything fits).
    var overflowRange: Range<Int> { get }
    /// The slot of the tab at `index`, or `nil` when it is listed under More.
    func slot(ofTabAt index: Int) -> Int?
    /// What a tap on `slot` asks for: its tab, or ``Selection/more`` for the More slot.
    func selection(atSlot slot: Int) -> Selection?
    /// The slot that `selection` highlights: the tab's own slot, or the More slot for `more`
    /// and for any tab listed under More. `nil` for a tab that does not exist.
    func slot(of selection: Selection) -> Int?
    /// The slot the current selection highlights.
    var selectedSlot: Int { get }
    /// The icon the floating circle shows for `selection`: the tab's ``Tab/circleIcon``, or
    /// `ellipsis` for the More list.
    func circleIcon(for selection: Selection) -> String
    /// The tab with `id`, or `nil`.
    func tab(_ id: TabID) -> Tab?
    /// Throws unless `selection` can be selected: the tab exists and is enabled, or `more`
    /// while a More slot exists.
    func validateSelection(_ selection: Selection) throws(TabBarError)
}

extension TabBarModel {
    /// The position of the tab with `id`, found by a linear search.
    public func index(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }

    /// The number of slots: every tab's when they fit, otherwise `maxVisible` (More included).
    public var slotCount: Int { SlotRule.slotCount(tabCount: tabs.count, maxVisible: maxVisible) }

    /// Whether some tabs overflow into a More slot.
    public var hasMoreSlot: Bool { moreSlot != nil }

    /// The More slot's index, when there is one (always the last slot).
    public var moreSlot: Int? { SlotRule.moreSlot(tabCount: tabs.count, maxVisible: maxVisible) }

    /// The positions of the tabs listed under More (empty when everything fits).
    public var overflowRange: Range<Int> { SlotRule.overflow(tabCount: tabs.count, maxVisible: maxVisible) }

    /// The ids of the tabs listed under More, in order.
    public var overflowIDs: [TabID] { tabs[overflowRange].map(\.id) }

    /// The slot of the tab at `index`, or `nil` when it is listed under More.
    public func slot(ofTabAt index: Int) -> Int? {
        SlotRule.slot(ofTabAt: index, tabCount: tabs.count, maxVisible: maxVisible)
    }

    /// The tab with `id`, or `nil`.
    public func tab(_ id: TabID) -> Tab? { index(of: id).map { tabs[$0] } }

    /// What a tap on `slot` asks for: its tab, or ``Selection/more`` for the More slot.
    public func selection(atSlot slot: Int) -> Selection? {
        let tabs = self.tabs
        let moreSlot = SlotRule.moreSlot(tabCount: tabs.count, maxVisible: maxVisible)
        guard slot >= 0, slot < SlotRule.slotCount(tabCount: tabs.count, maxVisible: maxVisible) else {
            return nil
        }
        return slot == moreSlot ? .more : .tab(tabs[slot].id)
    }

    /// The slot that `selection` highlights: the tab's own slot, or the More slot for `more`
    /// and for any tab listed under More. `nil` for a tab that does not exist.
    public func slot(of selection: Selection) -> Int? {
        switch selection {
        case .more: return moreSlot
        case .tab(let id):
            guard let index = index(of: id) else { return nil }
            return slot(ofTabAt: index) ?? moreSlot
        }
    }

    /// The slot the current selection highlights.
    public var selectedSlot: Int { slot(of: selection) ?? 0 }

    /// The icon the floating circle shows for `selection`: the tab's ``Tab/circleIcon``, or
    /// `ellipsis` for the More list.
    public func circleIcon(for selection: Selection) -> String {
        guard case .tab(let id) = selection, let index = index(of: id) else { return MoreSlotDisplay.icon }
        // Read through the array's element in place: only the icon strings are copied.
        let tabs = self.tabs
        return tabs[index].selectedIcon ?? tabs[index].icon
    }

    /// The first enabled tab (every valid model has one).
    public var firstEnabledTab: Tab? { tabs.first(where: \.isEnabled) }

    /// Throws unless `selection` can be selected: the tab exists and is enabled, or `more`
    /// while a More slot exists.
    public func validateSelection(_ selection: Selection) throws(TabBarError) {
        switch selection {
        case .more:
            guard hasMoreSlot else { throw .noMoreSlot }
        case .tab(let id):
            guard let index = index(of: id) else { throw unknownTab(id) }
            guard tabs[index].isEnabled else { throw .disabledTab(id) }
        }
    }

    /// The ``TabBarError/unknownTab(_:suggestion:)`` error for `id`, with the closest existing id.
    public func unknownTab(_ id: TabID) -> TabBarError {
        let suggestion = ClosestName.find(id.rawValue, among: tabs.lazy.map(\.id.rawValue))
        return .unknownTab(id, suggestion: suggestion.map(TabID.init(rawValue:)))
    }

    /// Checks a tab list: not empty, well-formed unique ids other than `more`, at least one
    /// enabled tab, animation durations of at least 1 ms.
    public static func validate(tabs: [Tab]) throws(TabBarError) {
        guard !tabs.isEmpty else { throw .noTabs }
        var seen = Set<TabID>(minimumCapacity: tabs.count)
        for tab in tabs {
            guard tab.id.rawValue != TabID.reservedMore else { throw .reservedTabID }
            guard tab.id.isWellFormed else { throw .malformedTabID(tab.id) }
            guard seen.insert(tab.id).inserted else { throw .duplicateTabID(tab.id) }
            try validate(tab: tab)
        }
        guard tabs.contains(where: \.isEnabled) else { throw .noEnabledTab }
    }

    /// Checks one tab's own rules, in O(1): a well-formed id other than `more`, an animation
    /// duration of at least 1 ms. (Uniqueness is the list's rule.)
    public static func validate(tab: Tab) throws(TabBarError) {
        guard tab.id.rawValue != TabID.reservedMore else { throw .reservedTabID }
        guard tab.id.isWellFormed else { throw .malformedTabID(tab.id) }
        if let duration = tab.animation?.duration, duration < .milliseconds(1) {
            throw .durationTooShort(tab.id, duration)
        }
    }
}

extension TabBarModel {
    /// Selects `selection` with ``select(_:)``, ignoring the hint.
    public mutating func select(_ selection: Selection, foundAt index: Int?) throws(TabBarError) {
        try select(selection)
    }

    /// Inserts `tab` at `index` (`0...tabs.count`), by copying the list and replacing it: O(n).
    public mutating func insert(_ tab: Tab, at index: Int) throws(TabBarError) {
        guard index >= 0, index <= tabs.count else { throw .indexOutOfRange(index, count: tabs.count) }
        guard self.index(of: tab.id) == nil else { throw .duplicateTabID(tab.id) }
        var tabs = self.tabs
        tabs.insert(tab, at: index)
        try replaceTabs(tabs)
    }

    /// Removes the tab with `id`; the last enabled tab cannot be removed. O(n).
    public mutating func remove(_ id: TabID) throws(TabBarError) {
        guard let index = index(of: id) else { throw unknownTab(id) }
        var tabs = self.tabs
        let removed = tabs.remove(at: index)
        if removed.isEnabled, !tabs.contains(where: \.isEnabled) { throw .lastEnabledTab(id) }
        try replaceTabs(tabs)
    }

    /// Sets or clears (`nil` or empty) the badge of the tab with `id`. O(n).
    public mutating func setBadge(_ badge: String?, for id: TabID) throws(TabBarError) {
        try update(id) { $0.badge = badge?.isEmpty == true ? nil : badge }
    }

    /// Enables or disables the tab with `id`; the last enabled tab cannot be disabled. A
    /// disabled tab that is selected stays selected. O(n).
    public mutating func setEnabled(_ isEnabled: Bool, for id: TabID) throws(TabBarError) {
        if !isEnabled, tab(id)?.isEnabled == true, tabs.filter(\.isEnabled).count == 1 {
            throw .lastEnabledTab(id)
        }
        try update(id) { $0.isEnabled = isEnabled }
    }

    private mutating func update(_ id: TabID, _ change: (inout Tab) -> Void) throws(TabBarError) {
        guard let index = index(of: id) else { throw unknownTab(id) }
        var tabs = self.tabs
        change(&tabs[index])
        try replaceTabs(tabs)
    }
}
