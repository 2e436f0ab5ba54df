/// Moves the floating circle (`circle`) to a ``CircleState`` over `duration` (zero: at once); the
/// target's fields read through the move: `move.x` is `move.target.x`.
@dynamicMemberLookup
public struct CircleMove: Equatable, Hashable, Sendable {
    /// Where the circle ends up.
    public var target: CircleState
    /// How long the move takes; zero moves it at once.
    public var duration: Duration

    /// Creates a move to `target`.
    public init(to target: CircleState, duration: Duration) {
        self.target = target
        self.duration = duration
    }

    /// Creates a move to the circle state with these fields.
    public init(x: Double, y: Double, alpha: Double, diameter: Double, icon: String, duration: Duration) {
        self.init(
            to: CircleState(x: x, y: y, alpha: alpha, diameter: diameter, icon: icon), duration: duration)
    }

    /// A field of the ``target``.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<CircleState, Value>) -> Value {
        get { target[keyPath: keyPath] }
        set { target[keyPath: keyPath] = newValue }
    }
}
