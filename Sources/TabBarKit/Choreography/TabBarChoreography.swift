/// How a change shows on screen, kept apart from the selection logic that decides it.
///
/// The presenter decides *what* is selected and when the bar is locked; choreographies
/// decide *how* it looks, by sending the view's existing messages through a
/// ``ChoreographyStage``. Every requirement has a default that does nothing, so a
/// choreography implements only what it is about. TabBarKit ships ``WaveChoreography`` (the
/// wave and the floating circle) and ``IconInputChoreography`` (the animated icon's `hover`
/// input); they work alone or together.
///
/// A third one, say a bounce of the circle, is a small class:
///
/// ```swift
/// final class BounceChoreography: TabBarChoreography {
///     func lockDuration(for move: SelectionMove) -> Duration { .milliseconds(300) }
///     func animate(_ move: SelectionMove, on stage: ChoreographyStage) {
///         let d = move.metrics.circleDiameter
///         stage.animate(.circle(CircleMove(x: move.toX, y: -10, alpha: 1, diameter: d,
///                                           icon: move.toIcon, duration: .milliseconds(150))))
///         stage.after(.milliseconds(150)) { stage in
///             stage.animate(.circle(CircleMove(x: move.toX, y: 0, alpha: 1, diameter: d,
///                                               icon: move.toIcon, duration: .milliseconds(150))))
///         }
///     }
/// }
/// ```
@MainActor
public protocol TabBarChoreography: AnyObject {
    /// How long the bar stays locked while `move` animates; the presenter uses the longest
    /// of its choreographies' answers (zero: no lock).
    func lockDuration(for move: SelectionMove) -> Duration
    /// Animates `move`: send the first messages now and schedule the rest with
    /// ``ChoreographyStage/after(_:_:)``. Called again for a tap that interrupts a move in
    /// flight (``SelectionMove/isInterrupting``), after the earlier move's remaining steps were
    /// cancelled; start from the move's `from` values. Never called with Reduce Motion on.
    func animate(_ move: SelectionMove, on stage: ChoreographyStage)
    /// Shows `move`'s end state at once (start, programmatic selection without animation,
    /// layout change, tabs replaced, and every selection while Reduce Motion is on —
    /// ``SelectionMove/isMotionReduced``).
    func place(_ move: SelectionMove, on stage: ChoreographyStage)
    /// A user's tap or pick landed on `tab`, selecting or reselecting it (not called while
    /// Reduce Motion is on).
    func activate(_ tab: Tab, on stage: ChoreographyStage)
    /// The view (re)created `tab`'s icon (``TabBarPresenting/didAttachIcon(_:)``): send again
    /// what this choreography has under way for it, such as a pulse whose reset is pending (not
    /// called while Reduce Motion is on). The presenter sends the icon's states itself.
    func attachIcon(_ tab: Tab, on stage: ChoreographyStage)
}

extension TabBarChoreography {
    /// No lock.
    public func lockDuration(for move: SelectionMove) -> Duration { .zero }
    /// Nothing to animate.
    public func animate(_ move: SelectionMove, on stage: ChoreographyStage) {}
    /// Nothing to place.
    public func place(_ move: SelectionMove, on stage: ChoreographyStage) {}
    /// Nothing to do on activation.
    public func activate(_ tab: Tab, on stage: ChoreographyStage) {}
    /// Nothing to send again.
    public func attachIcon(_ tab: Tab, on stage: ChoreographyStage) {}
}

/// The choreographies a presenter uses when none are given.
@MainActor
public enum StandardChoreographies {
    /// The wave and circle, then the icon input: both original designs together.
    public static func make() -> [any TabBarChoreography] { [WaveChoreography(), IconInputChoreography()] }
}
