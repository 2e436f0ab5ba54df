/// What a view tells its presenter: the events a tab bar's user or its host produce.
///
/// ``TabBarPresenter`` implements it; a real view can be tested against a spy that
/// conforms, without any selection logic.
@MainActor
public protocol TabBarPresenting: AnyObject {
    /// The view is ready; the presenter sends the initial state. Repeats are ignored.
    func viewDidLoad()
    /// The user tapped the slot at `slot` (counting from 0 in layout order).
    func didTap(slot: Int)
    /// The user tapped the slot showing `target` (a tab, or `more` for the More slot).
    func didTap(_ target: Selection)
    /// The user picked `tab` from the More list.
    func didPick(_ tab: TabID)
    /// The view's width, orientation or direction changed.
    func didChangeLayout(_ layout: TabBarLayout) throws(TabBarError)
    /// The system's colour scheme changed.
    func didChangeTheme(_ theme: Theme)
    /// The system's Reduce Motion setting changed.
    func didChangeReduceMotion(_ isReduced: Bool)
    /// The user pressed the keyboard shortcut for the `n`th tab in model order, counting from 1
    /// (⌘1…⌘9; <doc:BehaviorContract#Keyboard-shortcuts>).
    func didPressShortcut(_ n: Int)
    /// The user moved `tab` to `index` in model order (UIKit's More → Edit;
    /// <doc:BehaviorContract#Reordering>).
    func didMove(_ tab: TabID, to index: Int)
    /// The view (re)created the animated icon of `tab` (its Rive view, say): the presenter sends
    /// that icon's state again — its selected state, its badge number, and the pulse if one is
    /// under way (<doc:BehaviorContract#When-they-are-sent>).
    func didAttachIcon(_ tab: TabID)
}
