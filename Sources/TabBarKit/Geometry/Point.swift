/// A point in the bar's coordinate space: points from the top-left corner, y growing downwards.
public struct Point: Equatable, Hashable, Sendable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
