/// The passive view: the presenter tells it what to show, and it decides nothing.
///
/// Three requirements carry every message kind of the behaviour contract; real UI views,
/// renderers and spies conform (see <doc:AdoptingInApps>). Implementations must apply messages
/// in the order received and must not call back into the presenter from inside a requirement.
///
/// The message families may gain cases in a minor version: end a `switch` over them with
/// `@unknown default:` when it lists every case, with `default:` when it lists some
/// (<doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
///
/// The presenter keeps whatever view it is given, so a view that also holds its presenter
/// must be passed as a ``WeakTabBarView``, or the two keep each other alive.
@MainActor
public protocol TabBarView {
    /// Shows the whole static state.
    func display(_ state: TabBarDisplay)
    /// Starts moving the wave, the circle or the bar.
    func animate(_ animation: TabBarAnimation)
    /// Changes interaction, an icon input or the content at once.
    func update(_ update: TabBarUpdate)
}
