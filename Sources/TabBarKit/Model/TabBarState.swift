/// What a bar can restore (<doc:BehaviorContract#State-restoration>): the selection, the user's order,
/// the badges, the disabled tabs and whether the bar is hidden. `Codable`, so that an app keeps it
/// in `@SceneStorage` or its state restoration; the JSON form is the one `tabbar`'s script command
/// `state` prints and `--restore` reads.
///
/// ```swift
/// let saved = presenter.state()
/// // … later, on a new presenter:
/// presenter.restore(saved)
/// ```
public struct TabBarState: Codable, Equatable, Hashable, Sendable {
    /// The selection: a tab id, or `more` while the More list shows.
    public var selection: Selection
    /// Tab ids in the user's order.
    public var order: [TabID]
    /// The badges by tab id: only tabs that have one (text as written, or a dot).
    public var badges: [TabID: TabBadge]
    /// The disabled tabs, in model order.
    public var disabled: [TabID]
    /// Whether the bar is hidden.
    public var hidden: Bool

    /// Creates a state.
    public init(
        selection: Selection, order: [TabID], badges: [TabID: TabBadge] = [:], disabled: [TabID] = [],
        hidden: Bool = false
    ) {
        self.selection = selection
        self.order = order
        self.badges = badges
        self.disabled = disabled
        self.hidden = hidden
    }

    /// The state of `model` with the bar `hidden` or not.
    public init(of model: some TabBarModel, hidden: Bool) {
        var badges: [TabID: TabBadge] = [:]
        for tab in model.tabs {
            if let badge = tab.badge { badges[tab.id] = badge }
        }
        self.init(
            selection: model.selection, order: model.tabs.map(\.id), badges: badges,
            disabled: model.tabs.filter { !$0.isEnabled }.map(\.id), hidden: hidden)
    }

    /// The tabs and selection that restoring this state onto `tabs` (selected: `selection`,
    /// `maxVisible` slots) gives, with the corrections of the contract: ids the state does not
    /// know keep their relative order after the ones it lists; unknown ids (and repeats) are
    /// ignored; the tabs it lists take its badge (none when it has no entry, or empty text, as
    /// ``Tab/badge`` reads it) and are enabled unless listed in ``disabled`` — unless that would
    /// leave no tab enabled, when the list counts as empty; the selection applies when it names
    /// an enabled tab (or `more` with a More slot), and otherwise the current one is kept.
    public func restored(onto tabs: [Tab], selection current: Selection, maxVisible: Int)
        -> (tabs: [Tab], selection: Selection)
    {
        var byID: [TabID: Tab] = [:]
        for tab in tabs { byID[tab.id] = tab }
        var listed: [TabID] = []
        var seen = Set<TabID>()
        for id in order where byID[id] != nil && seen.insert(id).inserted { listed.append(id) }
        let disabledIDs = Set(disabled)
        func apply(ignoringDisabled: Bool) -> [Tab] {
            listed.compactMap { id in
                guard var tab = byID[id] else { return nil }
                tab.badge = badges[id]
                tab.isEnabled = ignoringDisabled || !disabledIDs.contains(id)
                return tab
            } + tabs.filter { !seen.contains($0.id) }
        }
        var result = apply(ignoringDisabled: false)
        if !result.contains(where: \.isEnabled) { result = apply(ignoringDisabled: true) }
        let applies: Bool
        switch selection {
        case .more: applies = result.count > maxVisible
        case .tab(let id): applies = result.contains { $0.id == id && $0.isEnabled }
        }
        return (result, applies ? selection : current)
    }

    // MARK: - Codable: `{"selection": "…", "order": […], "badges": {"id": "3" | {"dot": true}}, …}`

    private enum Key: String, CodingKey {
        case selection, order, badges, disabled, hidden, kind, t
    }

    private struct IDKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// One entry of `badges`: a badge, or none for `{"dot": false}` or `null`.
    private struct BadgeEntry: Decodable {
        var badge: TabBadge?
        init(from decoder: any Decoder) throws { badge = try TabBadge.entry(from: decoder) }
    }

    /// Reads the JSON form, accepting and refusing exactly the documents `tabbar --restore`
    /// does: keys it does not know are ignored (at the top and in a badge object), so a state
    /// written by a later version restores; a badge is a string, `{"dot": true}`, or none for
    /// `{"dot": false}` or `null`; the `kind` and `t` of a line the `state` command printed
    /// are allowed, spelled exactly (`"kind": "state"`, `t` a number), and any other value
    /// there is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let kind = try container.decodeIfPresent(String.self, forKey: .kind), kind != "state" {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: #"expected "state", found "\#(kind)""#)
        }
        _ = try container.decodeIfPresent(Double.self, forKey: .t)
        let selection = try container.decode(String.self, forKey: .selection)
        self.selection = selection == TabID.reservedMore ? .more : .tab(TabID(selection))
        order = try container.decode([String].self, forKey: .order).map(TabID.init(rawValue:))
        let entries = try container.decode([String: BadgeEntry].self, forKey: .badges).compactMapValues(
            \.badge)
        badges = Dictionary(uniqueKeysWithValues: entries.map { (TabID($0.key), $0.value) })
        disabled = try container.decode([String].self, forKey: .disabled).map(TabID.init(rawValue:))
        hidden = try container.decode(Bool.self, forKey: .hidden)
    }

    /// Writes the JSON form, badges in id order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(selection.description, forKey: .selection)
        try container.encode(order.map(\.rawValue), forKey: .order)
        var badgeContainer = container.nestedContainer(keyedBy: IDKey.self, forKey: .badges)
        for id in badges.keys.sorted() {
            try badgeContainer.encode(badges[id], forKey: IDKey(stringValue: id.rawValue))
        }
        try container.encode(disabled.map(\.rawValue), forKey: .disabled)
        try container.encode(hidden, forKey: .hidden)
    }
}

extension TabBadge: Codable {
    private enum DotKey: String, CodingKey { case dot }

    /// Reads a badge: a string as written, or `{"dot": true}`. `{"dot": false}` means no badge,
    /// so it is an error here (a state's `badges` reads it as none).
    public init(from decoder: any Decoder) throws {
        guard let badge = try Self.entry(from: decoder) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: #"{"dot": false} or null is no badge"#))
        }
        self = badge
    }

    /// A badge as the behaviour contract writes one (<doc:BehaviorContract#Badges>): a string as written,
    /// `{"dot": true}`, or no badge for `{"dot": false}` (and for `null`).
    static func entry(from decoder: any Decoder) throws -> TabBadge? {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() { return nil }
        if let text = try? value.decode(String.self) { return TabBadge(text) }
        let container = try decoder.container(keyedBy: DotKey.self)
        return try container.decode(Bool.self, forKey: .dot) ? .dot : nil
    }

    /// Writes a badge: its text as written, or `{"dot": true}`.
    public func encode(to encoder: any Encoder) throws {
        if kind == .dot {
            var container = encoder.container(keyedBy: DotKey.self)
            try container.encode(true, forKey: .dot)
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(written)
        }
    }
}
