/// A rectangle in the bar's coordinate space (points from the bar's top-left corner, y growing
/// downwards), as a view hands it to `CGRect` or a SwiftUI frame.
public struct Rect: Equatable, Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates the rectangle of `width` × `height` centred on `centre`.
    public init(centre: Point, width: Double, height: Double) {
        self.init(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }

    /// The centre.
    public var centre: Point { Point(x: x + width / 2, y: y + height / 2) }
}
