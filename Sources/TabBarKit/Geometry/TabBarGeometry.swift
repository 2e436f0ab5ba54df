/// Where things are — slot centres, wave and circle sizes, the wave path — for a layout and a slot count.
///
/// ```swift
/// let geometry = TabBarGeometry(layout: TabBarLayout(width: 390), slotCount: 3)
/// geometry.x(ofSlot: 2)   // 325
/// ```
public struct TabBarGeometry: Equatable, Hashable, Sendable {
    /// The layout the geometry is computed for.
    public var layout: TabBarLayout
    /// The number of slots, the More slot included.
    public var slotCount: Int

    /// Creates the geometry of `slotCount` slots in `layout`.
    public init(layout: TabBarLayout, slotCount: Int) {
        self.layout = layout
        self.slotCount = slotCount
    }

    /// The metrics for the layout's orientation.
    public var metrics: TabBarMetrics { .forOrientation(layout.orientation) }
    /// The wave's radius.
    public var waveRadius: Double { metrics.waveRadius }
    /// The circle's diameter.
    public var circleDiameter: Double { metrics.circleDiameter }

    /// The centre of `slot`: `width * (slot + 0.5) / slotCount`, computed as written (divided first
    /// only when the product overflows), mirrored in right-to-left.
    public func x(ofSlot slot: Int) -> Double {
        guard slotCount > 0 else { return layout.width / 2 }
        let product = layout.width * (Double(slot) + 0.5)
        let x =
            product.isFinite
            ? product / Double(slotCount) : layout.width / Double(slotCount) * (Double(slot) + 0.5)
        return layout.direction == .rtl ? layout.width - x : x
    }

    /// The bar's outline with the wave's dip centred at `centre`, as in the original: a line to the
    /// dip, a quad down, a cubic through the bottom, a quad up, then the bar's remaining edges.
    public func wavePath(centre c: Double) -> [PathElement] {
        let r = waveRadius
        let w = layout.width
        let h = TabBarMetrics.barHeight
        return [
            .move(to: Point(x: 0, y: 0)),
            .line(to: Point(x: c - 2 * r, y: 0)),
            .quadCurve(to: Point(x: c - r, y: r / 2), control: Point(x: c - r - 13, y: 0)),
            .curve(
                to: Point(x: c + r, y: r / 2), control1: Point(x: c - r + r / 2, y: r + r / 2),
                control2: Point(x: c + r - r / 2, y: r + r / 1.8)),
            .quadCurve(to: Point(x: c + 2 * r, y: 0), control: Point(x: c + r + 13, y: 0)),
            .line(to: Point(x: w, y: 0)),
            .line(to: Point(x: w, y: h)),
            .line(to: Point(x: 0, y: h)),
            .close,
        ]
    }
}
