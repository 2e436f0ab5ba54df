/// The passive view: the presenter tells it what to show, and it decides nothing.
///
/// Three requirements carry every message kind of the behaviour contract: ``display(_:)``
/// for the static state, ``animate(_:)`` for the wave, circle and bar, and ``update(_:)``
/// for interaction, icon inputs and content. Real UI views, renderers and spies conform.
///
/// Implementations must apply messages in the order received and must not call back into
/// the presenter from inside a requirement.
///
/// Ownership: the owner (view controller) holds the presenter; the presenter holds the view
/// only through ``WeakTabBarView``. The presenter keeps whatever view it is given, so a view
/// that also holds its presenter must be passed wrapped, or the two keep each other alive.
///
/// ```swift
/// final class TabBarViewController: UIViewController, TabBarView {
///     func display(_ state: TabBarDisplay) { /* set titles, badges, opacity */ }
///     func animate(_ animation: TabBarAnimation) { /* UIView.animate … */ }
///     func update(_ update: TabBarUpdate) { /* lock, Rive input, child VC */ }
/// }
/// ```
@MainActor
public protocol TabBarView {
    /// Shows the whole static state.
    func display(_ state: TabBarDisplay)
    /// Starts moving the wave, the circle or the bar.
    func animate(_ animation: TabBarAnimation)
    /// Changes interaction, an icon input or the content at once.
    func update(_ update: TabBarUpdate)
}
