/// Where the floating circle is at one instant.
public struct CircleState: Equatable, Sendable {
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

    /// The state `fraction` of the way to `target` (the icon switches at once).
    func interpolated(to target: CircleState, fraction: Double) -> CircleState {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return CircleState(
            x: mix(x, target.x), y: mix(y, target.y), alpha: mix(alpha, target.alpha),
            diameter: mix(diameter, target.diameter), icon: target.icon)
    }
}
