import TabBarKit

/// Where the SVG drawings put things, in points. The bar keeps its real size (49 points high,
/// the layout's width); the canvas adds room above it for the floating circle.
public enum SVGCanvas {
    /// The room above the bar's top edge, for the circle that floats over the dip.
    public static let topMargin = 40.0
    /// The canvas height: the room above plus the bar, 89 points.
    public static let height = topMargin + TabBarMetrics.barHeight
    /// The centre of an item's icon, below the bar's top edge.
    static let iconY = 20.0
    /// The baseline of the titles, below the bar's top edge (clear of the dip's lowest point).
    static let titleBaseline = 46.0
    /// The titles' font size.
    static let titleSize = 10.0
    /// The capsule indicator's size.
    static let capsuleWidth = 20.0
    static let capsuleHeight = 3.0
    /// The fonts, most preferred first.
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', sans-serif"
}
