/// Moves the floating circle (`circle`) to a target over `duration` (zero: at once).
public struct CircleMove: Equatable, Hashable, Sendable {
    /// The target centre.
    public var x: Double
    /// The target offset below resting: 0 resting, 30 sunk.
    public var y: Double
    /// The target opacity.
    public var alpha: Double
    /// The circle's diameter.
    public var diameter: Double
    /// The icon the circle shows.
    public var icon: String
    /// How long the move takes; zero moves it at once.
    public var duration: Duration

    /// Creates a circle move.
    public init(x: Double, y: Double, alpha: Double, diameter: Double, icon: String, duration: Duration) {
        self.x = x
        self.y = y
        self.alpha = alpha
        self.diameter = diameter
        self.icon = icon
        self.duration = duration
    }
}
