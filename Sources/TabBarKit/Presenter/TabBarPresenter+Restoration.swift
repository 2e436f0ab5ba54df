extension TabBarPresenter {
    /// The bar's restorable state now: the selection (`more` while the More list shows), the
    /// order, the badges, the disabled tabs and whether the bar is hidden
    /// (<doc:BehaviorContract#State-restoration>). Keep it with `Codable` (`@SceneStorage`, state restoration).
    public func state() -> TabBarState { TabBarState(of: model, hidden: isHidden) }

    /// Restores a state given by ``state()`` (here or in an earlier run), with the corrections
    /// of ``TabBarState/restored(onto:selection:maxVisible:)``. No report, no feedback and no
    /// icon input: `bar (hidden, 0)` when hidden changes, then `display`, `content` when the
    /// selection (or, with `more` selected, the More list) changed, the icon states that changed
    /// (`selectedInput`, then `badgeInput`, in model order), and the wave and circle at
    /// rest — also when nothing changed. Mid-animation it is handled like a layout change: the
    /// remaining steps are cancelled, then `interaction true` and any deferred selection follow.
    /// Before ``viewDidLoad()`` it only changes what ``viewDidLoad()`` then shows.
    ///
    /// ```swift
    /// @SceneStorage("tabs") private var saved: Data?
    /// // …
    /// if let saved, let state = try? JSONDecoder().decode(TabBarState.self, from: saved) {
    ///     presenter.restore(state)
    /// }
    /// ```
    public func restore(_ state: TabBarState) { send { $0.apply(state) } }

    private func apply(_ state: TabBarState) {
        let (tabs, target) = state.restored(
            onto: model.tabs, selection: model.selection, maxVisible: model.maxVisible)
        // The state was checked against these tabs; a model with a rule of its own that still
        // refuses them keeps its tabs and selection, and one that refuses only the selection keeps
        // the tabs: what it accepted is shown below.
        if (try? model.replaceTabs(tabs)) != nil, target != model.selection { try? model.select(target) }
        isHidden = state.hidden
        if isLoaded { settle() }
    }
}
