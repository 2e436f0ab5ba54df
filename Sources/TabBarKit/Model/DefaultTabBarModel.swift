/// The tab-selection model TabBarKit ships: a value type that keeps an index from id to
/// position, so every lookup a tap needs is O(1) however many tabs there are.
///
/// ```swift
/// var model = try DefaultTabBarModel(tabs: tabs, maxVisible: 5)
/// try model.select(.tab("search"))
/// ```
public struct DefaultTabBarModel: TabBarModel, Equatable {
    /// Every tab, in order.
    public private(set) var tabs: [Tab]
    /// How many slots the bar has room for, the More slot included.
    public let maxVisible: Int
    /// The current selection.
    public private(set) var selection: Selection {
        didSet { selectedIndex = selection.tabID.flatMap { positions[$0] } }
    }
    private var positions: [TabID: Int]
    /// The selected tab's position: the tab looked up most (its slot, its icon, its animation),
    /// so ``index(of:)`` answers for it without hashing its id.
    private var selectedIndex: Int?

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

    /// The position of the tab with `id`, in O(1).
    public func index(of id: TabID) -> Int? {
        if let selectedIndex, tabs[selectedIndex].id == id { return selectedIndex }
        return positions[id]
    }

    /// Selects a tab or the More list after validating it.
    public mutating func select(_ selection: Selection) throws(TabBarError) {
        try validateSelection(selection)
        self.selection = selection
    }

    /// Replaces every tab, keeping the selection when it still exists.
    public mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        try Self.validate(tabs: tabs)
        self.tabs = tabs
        positions = Self.positions(of: tabs)
        selectedIndex = selection.tabID.flatMap { positions[$0] }
        let stillThere =
            switch selection {
            case .more: hasMoreSlot
            case .tab(let id): positions[id] != nil
            }
        if !stillThere { selection = .tab(firstEnabledTab!.id) }  // validate guarantees one
    }

    private static func positions(of tabs: [Tab]) -> [TabID: Int] {
        var positions = [TabID: Int](minimumCapacity: tabs.count)
        for (index, tab) in tabs.enumerated() { positions[tab.id] = index }
        return positions
    }
}
