/// The tab-selection model TabBarKit ships: a value type that keeps an index from id to
/// position and a count of enabled tabs, so that finding a tab is O(1), and edits change the
/// tab list in place instead of copying and re-validating it.
///
/// What an edit costs, with n tabs (never a copy of the list while the model holds the only
/// reference to it; a view that keeps a ``TabBarDisplay`` shares it, and the next edit then
/// copies once):
/// - ``TabBarModel/setBadge(_:for:)``, ``TabBarModel/setEnabled(_:for:)``: O(1).
/// - ``TabBarModel/insert(_:at:)``, ``TabBarModel/remove(_:)``: O(n − index): the later tabs
///   move in memory and their positions in the index are updated; no tab is copied or
///   validated but the new one (O(1) at the end of the list).
/// - ``TabBarModel/replaceTabs(_:)`` (the protocol's): O(n), it validates every tab.
/// - Assigning ``tabs`` directly: O(n), it rebuilds the index (and checks nothing, as the
///   protocol's plain storage does).
///
/// ```swift
/// var model = try DefaultTabBarModel(tabs: tabs, maxVisible: 5)
/// try model.select(.tab("search"))
/// try model.setBadge("3", for: "archives")  // O(1)
/// try model.setBadge(.dot, for: "inbox")     // O(1)
/// ```
public struct DefaultTabBarModel: TabBarModel, Equatable {
    /// Every tab, in order. Assigning them stores them as they are (no rules, as for every
    /// model's ``TabBarModel/tabs``) and rebuilds the index: O(n).
    public var tabs: [Tab] {
        get { storage }
        set {
            storage = newValue
            positions = Self.positions(of: newValue)
            enabledCount = newValue.lazy.filter(\.isEnabled).count
        }
    }
    /// How many slots the bar has room for, the More slot included.
    public let maxVisible: Int
    /// The current selection: plain storage, as for every model (``TabBarModel/select(_:)``
    /// checks it).
    public var selection: Selection
    /// The tabs, which ``apply(_:)`` edits in place.
    private var storage: [Tab]
    /// Each tab's position in ``tabs``.
    private var positions: [TabID: Int]
    /// How many tabs are enabled (at least 1).
    private var enabledCount: Int

    /// Creates a model after validating `tabs`, `maxVisible` (at least 2) and `initial`
    /// (an enabled tab; by default the first enabled one).
    public init(tabs: [Tab], maxVisible: Int = TabBarConfiguration.defaultMaxVisible, initial: TabID? = nil)
        throws(TabBarError)
    {
        try Self.validate(tabs: tabs)
        guard maxVisible >= 2 else { throw .maxVisibleTooSmall(maxVisible) }
        self.storage = tabs
        self.maxVisible = maxVisible
        self.positions = Self.positions(of: tabs)
        self.enabledCount = tabs.lazy.filter(\.isEnabled).count
        self.selection = .tab(tabs.first(where: \.isEnabled)!.id)  // validate guarantees one
        if let initial { try select(.tab(initial)) }
    }

    /// Creates the model a configuration describes.
    public init(configuration: TabBarConfiguration) throws(TabBarError) {
        try self.init(
            tabs: configuration.tabs, maxVisible: configuration.maxVisible, initial: configuration.initial)
    }

    /// The position of the tab with `id`, from the model's index: O(1).
    public func index(of id: TabID) -> Int? { positions[id] }

    /// Two models are equal when their tabs, slots and selection are (however their indexes
    /// were built).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.tabs == rhs.tabs && lhs.maxVisible == rhs.maxVisible && lhs.selection == rhs.selection
    }

    /// Carries out `edit` in place, checking only the tab it concerns.
    public mutating func apply(_ edit: TabEdit) throws(TabBarError) {
        switch edit {
        case .insert(let tab, let index): try insertInPlace(tab, at: index)
        case .remove(let id): try removeInPlace(id)
        case .setBadge(let badge, let id):
            let index = try existingIndex(of: id)
            storage[index].badge = badge
        case .setEnabled(let isEnabled, let id):
            let index = try existingIndex(of: id)
            guard storage[index].isEnabled != isEnabled else { return }
            if !isEnabled, enabledCount == 1 { throw .lastEnabledTab(id) }
            storage[index].isEnabled = isEnabled
            enabledCount += isEnabled ? 1 : -1
        }
    }

    /// Inserts `tab` at `index`, updating the positions of the tabs from it on.
    private mutating func insertInPlace(_ tab: Tab, at index: Int) throws(TabBarError) {
        guard index >= 0, index <= storage.count else { throw .indexOutOfRange(index, count: storage.count) }
        try Self.validate(tab: tab)
        guard positions[tab.id] == nil else { throw .duplicateTabID(tab.id) }
        storage.insert(tab, at: index)
        updatePositions(from: index)
        if tab.isEnabled { enabledCount += 1 }
    }

    /// Removes the tab with `id`, updating the positions of the tabs after it.
    private mutating func removeInPlace(_ id: TabID) throws(TabBarError) {
        let index = try existingIndex(of: id)
        if storage[index].isEnabled, enabledCount == 1 { throw .lastEnabledTab(id) }
        let removed = storage.remove(at: index)
        positions[id] = nil
        updatePositions(from: index)
        if removed.isEnabled { enabledCount -= 1 }
        selectFirstEnabledTabIfSelectionIsGone()
    }

    private func existingIndex(of id: TabID) throws(TabBarError) -> Int {
        guard let index = index(of: id) else { throw unknownTab(id) }
        return index
    }

    /// Records the positions of the tabs from `index` to the end.
    private mutating func updatePositions(from index: Int) {
        for position in index..<storage.count { positions[storage[position].id] = position }
    }

    private static func positions(of tabs: [Tab]) -> [TabID: Int] {
        var positions = [TabID: Int](minimumCapacity: tabs.count)
        for (index, tab) in tabs.enumerated() { positions[tab.id] = index }
        return positions
    }
}
