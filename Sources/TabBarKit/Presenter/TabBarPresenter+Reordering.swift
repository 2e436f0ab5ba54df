extension TabBarPresenter {
    /// The user moved `tab` to `index` in model order (UIKit's More → Edit;
    /// <doc:BehaviorContract#Reordering>). Checks, in order: an unknown id or an index outside `0..<tabs` is
    /// rejected `invalid`; a bar that is not ``isCustomizable`` rejects it `unavailable`; a move
    /// to where the tab is sends nothing. Never deferred: mid-animation the remaining steps are
    /// cancelled, as for a layout change. Then `moved {tab, from, to}` (a report), `display`,
    /// `content` when `more` is selected and the More list's items changed, the wave and circle
    /// at the selected slot (the selection is kept by id), and, if an animation was cancelled,
    /// `interaction true` and any deferred selection.
    ///
    /// ```swift
    /// func tabBarController(_ controller: UITabBarController, didEndCustomizing: [UIViewController],
    ///                       changed: Bool) { presenter.didMove("settings", to: 1) }
    /// ```
    public func didMove(_ tab: TabID, to index: Int) { send { $0.move(tab, to: index) } }

    private func move(_ tab: TabID, to index: Int) {
        guard let from = model.index(of: tab), index >= 0, index < model.tabs.count else {
            return report(.rejected(.tab(tab), reason: .invalid))
        }
        guard isCustomizable else { return report(.rejected(.tab(tab), reason: .unavailable)) }
        guard from != index else { return }
        do throws(TabBarError) {
            try model.move(tab, to: index)
        } catch {
            return report(.rejected(.tab(tab), reason: error.rejectionReason))
        }
        report(.moved(tab, from: from, to: index))
        if isLoaded { settle() }
    }
}
