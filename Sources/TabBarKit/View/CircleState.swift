/// Where the floating circle is, or is going: its centre, sink, opacity, size and icon.
public struct CircleState: Equatable, Hashable, Sendable {
    /// Centre, in points.
    public var x: Double
    /// Offset below resting: 0 resting, 30 sunk.
    public var y: Double
    /// Opacity, 0…1.
    public var alpha: Double
    /// Diameter, in points.
    public var diameter: Double
    /// The icon it shows.
    public var icon: String

    /// Creates a circle state.
    public init(x: Double, y: Double, alpha: Double, diameter: Double, icon: String) {
        self.x = x
        self.y = y
        self.alpha = alpha
        self.diameter = diameter
        self.icon = icon
    }
}
