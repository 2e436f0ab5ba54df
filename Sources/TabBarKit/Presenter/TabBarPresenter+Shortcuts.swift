extension TabBarPresenter {
    /// Handles the keyboard shortcut for the `n`th tab in model order, counting from 1 (⌘1…⌘9 on
    /// iPad and Mac; <doc:BehaviorContract#Keyboard-shortcuts>). A tab with a slot of its own is handled
    /// exactly as a tap on it; an overflow tab as a pick of it through More, whether or not the
    /// list is showing. The checks of a tap apply (hidden, disabled, locked per the tap policy,
    /// veto); `n` outside `1…tabs` is rejected `unavailable` with no tab, before any other check.
    /// A shortcut deferred while locked keeps the tab it named.
    ///
    /// ```swift
    /// UIKeyCommand(title: "Lessons", action: #selector(shortcut(_:)), input: "1", modifierFlags: .command)
    /// // …
    /// presenter.didPressShortcut(1)
    /// ```
    public func didPressShortcut(_ n: Int) {
        send { presenter in
            let tabs = presenter.model.tabs
            guard n >= 1, n <= tabs.count else {
                return presenter.report(.rejected(nil, reason: .unavailable))
            }
            presenter.handle(.shortcut(tabs[n - 1].id), at: n - 1)
        }
    }
}
