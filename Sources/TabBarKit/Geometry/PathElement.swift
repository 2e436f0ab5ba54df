/// One segment of a vector path, as drawn by SVG or Core Graphics.
public enum PathElement: Equatable, Hashable, Sendable {
    /// Starts a new sub-path at a point.
    case move(to: Point)
    /// A straight line to a point.
    case line(to: Point)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve to a point.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the sub-path.
    case close
}
