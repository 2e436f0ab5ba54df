internal import TabBarInputSupport

/// The tab-selection state and its rules: which tabs exist, which slot each occupies, what
/// overflows into the More slot, and what is selected.
///
/// A model is pure: it knows nothing of time or views. TabBarKit ships ``DefaultTabBarModel``;
/// an app may supply its own (see <doc:Architecture>), and ``TabBarPresenter`` works
/// unchanged. A model stores three things — ``tabs``, ``maxVisible`` and ``selection``, as plain
/// properties that keep what is assigned and check nothing — and every duty is built on them:
///
/// ```swift
/// struct RemoteTabs: TabBarModel {
///     var tabs: [Tab]
///     var maxVisible = 5
///     var selection: Selection
/// }
/// ```
///
/// ``index(of:)``, ``select(_:)``, ``replaceTabs(_:)`` and ``apply(_:)`` have default
/// implementations that keep the rules; a model implements them only to do better (an index
/// kept up to date, edits in place), and must then keep the same rules. Every implementation
/// must pass `ModelConformance.check` from TabBarTesting, which checks them all:
///
/// - ``index(of:)`` gives each tab's position in ``tabs``, and `nil` for any other id.
/// - ``select(_:)`` stores an enabled tab, or ``Selection/more`` while a More slot exists,
///   and refuses anything else (``validateSelection(_:)``).
/// - ``replaceTabs(_:)`` refuses a list that fails ``validate(tabs:)``, keeps a selection that
///   still exists, and otherwise selects the first enabled tab
///   (``selectFirstEnabledTabIfSelectionIsGone()``).
/// - ``apply(_:)`` leaves the tabs that ``TabEdit/applied(to:)`` gives, with the same selection
///   rule.
/// - A mutation that throws changes nothing; after every one that succeeds, ``validate()``
///   passes.
///
/// The edits spelled as methods (``insert(_:at:)``, ``remove(_:)``, ``setEnabled(_:for:)``,
/// ``move(_:to:)``, …) run ``apply(_:)`` (or ``replaceTabs(_:)``) and then
/// ``selectFirstEnabledTabIfSelectionIsGone()`` themselves, so the selection rule holds after
/// them even for a model whose own ``apply(_:)`` forgets it. A presenter checks a model with
/// ``validate()``.
public protocol TabBarModel: Sendable {
    /// Every tab, in order: plain storage, no rules (``replaceTabs(_:)`` is the checked way to
    /// change them). Tabs `0 ..< maxVisible - 1` get slots of their own when they overflow.
    var tabs: [Tab] { get set }
    /// How many slots the bar has room for, the More slot included; at least 2.
    var maxVisible: Int { get }
    /// The current selection: plain storage, no rules (``select(_:)`` is the checked way to
    /// change it).
    var selection: Selection { get set }
    /// The position of the tab with `id` in ``tabs``, or `nil`. The default implementation
    /// searches the list.
    func index(of id: TabID) -> Int?
    /// Selects a tab or the More list, after ``validateSelection(_:)``. The default
    /// implementation validates and stores.
    mutating func select(_ selection: Selection) throws(TabBarError)
    /// Replaces every tab after ``validate(tabs:)``. When the selected tab is gone (or `more`
    /// is selected and the More slot is gone) the first enabled tab becomes selected. The
    /// default implementation validates, stores, then runs
    /// ``selectFirstEnabledTabIfSelectionIsGone()``.
    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError)
    /// Inserts, removes or changes one tab (see ``TabEdit``). When the selected tab is removed
    /// (or the More slot goes while `more` is selected), the first enabled tab becomes
    /// selected; a disabled tab that is selected stays selected. The default implementation
    /// rebuilds the list with ``TabEdit/applied(to:)`` and calls ``replaceTabs(_:)``: O(n).
    mutating func apply(_ edit: TabEdit) throws(TabBarError)
}

extension TabBarModel {
    /// The position of the tab with `id`, found by a linear search.
    public func index(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }

    /// Selects a tab or the More list after ``validateSelection(_:)``.
    public mutating func select(_ selection: Selection) throws(TabBarError) {
        try validateSelection(selection)
        self.selection = selection
    }

    /// Replaces every tab after ``validate(tabs:)``, then selects the first enabled tab if the
    /// selection is gone (``selectFirstEnabledTabIfSelectionIsGone()``). O(n).
    public mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        try Self.validate(tabs: tabs)
        self.tabs = tabs
        selectFirstEnabledTabIfSelectionIsGone()
    }

    /// Applies `edit` by rebuilding the tab list and replacing it: O(n).
    public mutating func apply(_ edit: TabEdit) throws(TabBarError) {
        try replaceTabs(edit.applied(to: tabs))
    }

    /// The selection rule every mutation ends with: when the selected tab is gone, or `more`
    /// is selected and the More slot is gone, the first enabled tab becomes selected; otherwise
    /// nothing changes (a selected tab that was disabled stays selected). O(1) with an O(1)
    /// ``index(of:)``, plus a scan for the first enabled tab when the selection moves.
    public mutating func selectFirstEnabledTabIfSelectionIsGone() {
        let stillThere =
            switch selection {
            case .more: hasMoreSlot
            case .tab(let id): index(of: id) != nil
            }
        if !stillThere, let first = firstEnabledTab { selection = .tab(first.id) }
    }
}

// MARK: - The rules every model obeys

extension TabBarModel {
    /// The number of slots: every tab's when they fit, otherwise ``maxVisible`` (More included).
    public var slotCount: Int { SlotRule.slotCount(tabCount: tabs.count, maxVisible: maxVisible) }
    /// The More slot's index, when there is one (always the last slot).
    public var moreSlot: Int? { SlotRule.moreSlot(tabCount: tabs.count, maxVisible: maxVisible) }
    /// Whether some tabs overflow into a More slot.
    public var hasMoreSlot: Bool { moreSlot != nil }
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
        guard slot >= 0, slot < slotCount else { return nil }
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
        return tabs[index].circleIcon
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
    public func unknownTab(_ id: TabID) -> TabBarError { .unknownTab(id, among: tabs) }

    /// Checks what the model says of itself: ``tabs`` pass ``validate(tabs:)``, ``maxVisible``
    /// is at least 2, and ``selection`` names a tab of the list (or `more` while a More slot
    /// exists). A presenter runs this on the model it is given.
    public func validate() throws(TabBarError) {
        try Self.validate(tabs: tabs)
        guard maxVisible >= 2 else { throw .maxVisibleTooSmall(maxVisible) }
        switch selection {
        case .more: guard hasMoreSlot else { throw .noMoreSlot }
        case .tab(let id): guard index(of: id) != nil else { throw unknownTab(id) }
        }
    }

    /// Checks a tab list: not empty, well-formed unique ids other than `more`, at least one
    /// enabled tab, animation durations of at least 1 ms.
    public static func validate(tabs: [Tab]) throws(TabBarError) {
        guard !tabs.isEmpty else { throw .noTabs }
        var seen = Set<TabID>(minimumCapacity: tabs.count)
        for tab in tabs {
            // An id seen before passed its tab's checks, so checking for a repeat first keeps
            // every error the same.
            guard seen.insert(tab.id).inserted else { throw .duplicateTabID(tab.id) }
            try validate(tab: tab)
        }
        guard tabs.contains(where: \.isEnabled) else { throw .noEnabledTab }
    }

    /// Checks one tab's own rules, in O(1): a well-formed id other than `more`, an animation
    /// duration of at least 1 ms, and binding names that are non-empty and distinct
    /// (``IconAnimation/validateBindings(of:)``). (Uniqueness is the list's rule.)
    public static func validate(tab: Tab) throws(TabBarError) {
        guard tab.id.rawValue != TabID.reservedMore else { throw .reservedTabID }
        guard tab.id.isWellFormed else { throw .malformedTabID(tab.id) }
        if let duration = tab.animation?.duration, duration < .milliseconds(1) {
            throw .durationTooShort(tab.id, duration)
        }
        try tab.animation?.validateBindings(of: tab.id)
    }
}

// MARK: - The edits, spelled as methods

extension TabBarModel {
    /// Inserts `tab` at `index` (`0...tabs.count`); it must pass ``validate(tab:)`` and its id
    /// must be new.
    public mutating func insert(_ tab: Tab, at index: Int) throws(TabBarError) {
        try applyKeepingSelection(.insert(tab, at: index))
    }

    /// Removes the tab with `id`; the last enabled tab cannot be removed. When the selected
    /// tab is removed (or the More slot goes while `more` is selected), the first enabled tab
    /// becomes selected.
    public mutating func remove(_ id: TabID) throws(TabBarError) { try applyKeepingSelection(.remove(id)) }

    /// Sets — a count, text or a dot — or clears (`nil` or empty text) the badge of the tab with
    /// `id`.
    ///
    /// ```swift
    /// try model.setBadge("3", for: "archives")
    /// try model.setBadge(.dot, for: "inbox")
    /// try model.setBadge(TabBadge(text), for: "inbox")
    /// ```
    public mutating func setBadge(_ badge: TabBadge?, for id: TabID) throws(TabBarError) {
        try applyKeepingSelection(.setBadge(badge, for: id))
    }

    /// Enables or disables the tab with `id`; the last enabled tab cannot be disabled. A
    /// disabled tab that is selected stays selected.
    public mutating func setEnabled(_ isEnabled: Bool, for id: TabID) throws(TabBarError) {
        try applyKeepingSelection(.setEnabled(isEnabled, for: id))
    }

    /// Runs ``apply(_:)``, then the selection rule (``selectFirstEnabledTabIfSelectionIsGone()``),
    /// so that it holds even when a model's own `apply` forgets it.
    mutating func applyKeepingSelection(_ edit: TabEdit) throws(TabBarError) {
        try apply(edit)
        selectFirstEnabledTabIfSelectionIsGone()
    }
}

extension TabBarError {
    /// The ``unknownTab(_:suggestion:)`` error for `id`, with the closest id of `tabs`.
    static func unknownTab(_ id: TabID, among tabs: [Tab]) -> TabBarError {
        let suggestion = ClosestName.find(id.rawValue, among: tabs.lazy.map(\.id.rawValue))
        return .unknownTab(id, suggestion: suggestion.map(TabID.init(rawValue:)))
    }
}
