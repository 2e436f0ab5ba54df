extension TabBarGeometry {
    /// The capsule indicator's size: 20 × 3 points.
    public static let indicatorWidth = 20.0
    /// The capsule indicator's height.
    public static let indicatorHeight = 3.0

    /// How far below the bar's top edge the wave's outline is at the dip's centre: the middle
    /// of the cubic of ``wavePath(centre:)``.
    public var dipDepth: Double {
        for case .curve(let to, let control1, let control2) in wavePath(centre: 0) {
            // The cubic starts and ends at the same height, so its midpoint's y is this.
            return 0.125 * to.y + 0.375 * control1.y + 0.375 * control2.y + 0.125 * to.y
        }
        return waveRadius
    }

    /// The capsule indicator under the circle at `slot`: ``indicatorWidth`` × ``indicatorHeight``,
    /// centred on the slot, a third of the way from the circle's bottom to the dip's floor.
    public func indicatorFrame(ofSlot slot: Int) -> Rect {
        let circleBottom = circleDiameter / 2
        let y = circleBottom + (dipDepth - circleBottom - Self.indicatorHeight) / 3
        return Rect(
            x: x(ofSlot: slot) - Self.indicatorWidth / 2, y: y, width: Self.indicatorWidth,
            height: Self.indicatorHeight)
    }

    /// The bar itself, `layout.width` × ``TabBarMetrics/barHeight``, in its own coordinates:
    /// the frame a view gives the layer or shape that draws ``wavePath(centre:)``.
    public var barFrame: Rect { Rect(x: 0, y: 0, width: layout.width, height: TabBarMetrics.barHeight) }
}
