/// One change to a model's tab list: what ``TabBarModel/apply(_:)`` carries out.
///
/// The edits are one value, not one requirement each, so that a model implements one method
/// for all of them (or none: the default implementation rebuilds the list and calls
/// ``TabBarModel/replaceTabs(_:)``), and a new kind of edit does not break existing models.
///
/// ```swift
/// try model.apply(.setBadge("3", for: "archives"))
/// try model.setBadge("3", for: "archives")   // the same, spelled as a method
/// try model.apply(.setBadge(.dot, for: "inbox"))
/// ```
public enum TabEdit: Equatable, Sendable {
    /// Inserts a tab at an index in `0...tabs.count`; its id must be new.
    case insert(Tab, at: Int)
    /// Removes the tab with this id; the last enabled tab cannot be removed.
    case remove(TabID)
    /// Sets a tab's badge — a count, text or a dot; `nil` or empty text clears it.
    case setBadge(TabBadge?, for: TabID)
    /// Enables or disables a tab; the last enabled tab cannot be disabled.
    case setEnabled(Bool, for: TabID)

    /// The tab list after this edit, checked against the rules every model keeps: the index is
    /// in range, the id is new (insert) or known (the others), and one tab stays enabled.
    /// The result still has to pass ``TabBarModel/validate(tabs:)``.
    public func applied(to tabs: [Tab]) throws(TabBarError) -> [Tab] {
        var tabs = tabs
        switch self {
        case .insert(let tab, let index):
            guard index >= 0, index <= tabs.count else { throw .indexOutOfRange(index, count: tabs.count) }
            guard !tabs.contains(where: { $0.id == tab.id }) else { throw .duplicateTabID(tab.id) }
            tabs.insert(tab, at: index)
        case .remove(let id):
            let index = try Self.index(of: id, in: tabs)
            let removed = tabs.remove(at: index)
            if removed.isEnabled, !tabs.contains(where: \.isEnabled) { throw .lastEnabledTab(id) }
        case .setBadge(let badge, let id):
            let index = try Self.index(of: id, in: tabs)
            tabs[index].badge = badge
        case .setEnabled(let isEnabled, let id):
            let index = try Self.index(of: id, in: tabs)
            tabs[index].isEnabled = isEnabled
            if !tabs.contains(where: \.isEnabled) { throw .lastEnabledTab(id) }
        }
        return tabs
    }

    private static func index(of id: TabID, in tabs: [Tab]) throws(TabBarError) -> Int {
        guard let index = tabs.firstIndex(where: { $0.id == id }) else {
            throw TabBarError.unknownTab(id, among: tabs)
        }
        return index
    }
}
