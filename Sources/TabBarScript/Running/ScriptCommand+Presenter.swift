import TabBarKit

extension ScriptCommand {
    /// Carries out the command on `presenter` now, letting a refused call throw: the one place
    /// that says which presenter call each command is, for the script runner, the emitted tests
    /// and the live terminal. The commands that are not the presenter's — `wait` (time is the
    /// caller's to move), `veto` and `unveto` (the owner's answers) and `state` (a look) — do
    /// nothing here.
    @MainActor
    public func perform(on presenter: TabBarPresenter) throws(TabBarError) {
        switch self {
        case .tap(let target): presenter.didTap(target)
        case .pick(let id): presenter.didPick(id)
        case .select(let target, let animated): try presenter.select(target, animated: animated)
        case .resize(let width, let orientation):
            var layout = presenter.layout
            layout.width = width
            if let orientation { layout.orientation = orientation }
            try presenter.didChangeLayout(layout)
        case .direction(let direction):
            var layout = presenter.layout
            layout.direction = direction
            try presenter.didChangeLayout(layout)
        case .theme(let theme): presenter.didChangeTheme(theme)
        case .badge(let id, let value): try presenter.setBadge(value.map(TabBadge.init(_:)), for: id)
        case .badgeDot(let id): try presenter.setBadge(.dot, for: id)
        case .enable(let id): try presenter.setEnabled(true, for: id)
        case .disable(let id): try presenter.setEnabled(false, for: id)
        case .remove(let id): try presenter.remove(id)
        case .insert(let tab, let index): try presenter.insert(tab, at: index)
        case .hide: presenter.setHidden(true)
        case .show: presenter.setHidden(false)
        case .motion(let reduced): presenter.didChangeReduceMotion(reduced)
        case .policy(let policy): presenter.tapPolicy = policy
        case .labels(let labels): presenter.setLabels(labels)
        case .shortcut(let n): presenter.didPressShortcut(n)
        case .move(let id, let index): presenter.didMove(id, to: index)
        case .restore(let state, _): presenter.restore(state)
        case .attach(let id): presenter.didAttachIcon(id)
        case .wait, .veto, .unveto, .state: break
        }
    }

    /// What a refusal of the command names in its `rejected` report: the selection a `select`
    /// asks for, the tab an edit touches, or nothing (a layout change).
    public var rejectedTarget: Selection? {
        switch self {
        case .select(let target, _): target
        case .badge(let id, _), .badgeDot(let id), .enable(let id), .disable(let id), .remove(let id):
            .tab(id)
        case .insert(let tab, _): .tab(tab.id)
        default: nil
        }
    }
}
