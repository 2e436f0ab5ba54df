extension TabBarModel {
    /// Moves the tab with `id` to `index` in model order (`0..<tabs.count`), as UIKit's More →
    /// Edit does; the selection is kept by id (its slot may change). Built on
    /// ``replaceTabs(_:)`` and ``selectFirstEnabledTabIfSelectionIsGone()``: O(n). Moving a tab
    /// to where it is changes nothing.
    ///
    /// ```swift
    /// try model.move("settings", to: 0)
    /// ```
    ///
    /// - Throws: ``TabBarError/unknownTab(_:suggestion:)`` or
    ///   ``TabBarError/indexOutOfRange(_:count:)`` (whose `count` is then the last index);
    ///   nothing changes then.
    public mutating func move(_ id: TabID, to index: Int) throws(TabBarError) {
        guard let from = self.index(of: id) else { throw unknownTab(id) }
        var tabs = self.tabs
        guard index >= 0, index < tabs.count else { throw .indexOutOfRange(index, count: tabs.count - 1) }
        guard from != index else { return }
        tabs.insert(tabs.remove(at: from), at: index)
        try replaceTabs(tabs)
        selectFirstEnabledTabIfSelectionIsGone()
    }
}
