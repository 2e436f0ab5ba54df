/// The tab-selection model TabBarKit ships: the three stored properties every model has, and an
/// index from id to position, so that finding a tab — what every tap does — is O(1). Every rule
/// is ``TabBarModel``'s own: selecting, replacing the tabs and editing them are the protocol's
/// default implementations (an edit rebuilds the list and the index: O(n), nothing for a tab
/// bar's dozen tabs).
///
/// ```swift
/// var model = try DefaultTabBarModel(tabs: tabs, maxVisible: 5)
/// try model.select(.tab("search"))
/// try model.setBadge("3", for: "archives")
/// try model.setBadge(.dot, for: "inbox")
/// ```
public struct DefaultTabBarModel: TabBarModel, Equatable {
    /// Every tab, in order. Assigning it stores it as it is (``TabBarModel/replaceTabs(_:)``
    /// checks it first) and rebuilds the index.
    public var tabs: [Tab] {
        didSet { positions = Self.positions(of: tabs) }
    }
    /// How many slots the bar has room for, the More slot included.
    public let maxVisible: Int
    /// The current selection; assigning it stores it as it is (``TabBarModel/select(_:)``
    /// checks it first).
    public var selection: Selection
    /// Each tab's position in ``tabs``.
    private var positions: [TabID: Int]

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

    private static func positions(of tabs: [Tab]) -> [TabID: Int] {
        var positions = [TabID: Int](minimumCapacity: tabs.count)
        for (index, tab) in tabs.enumerated() { positions[tab.id] = index }
        return positions
    }
}
