extension CircleMove {
    /// Where the circle ends up, in the bar's coordinate space: a `diameter` square centred on
    /// (`x`, `y`). Resting (`y` 0) it is centred on the bar's top edge, over the dip; sunk it is
    /// ``TabBarMetrics/sinkOffset`` lower.
    ///
    /// ```swift
    /// CircleMove(x: 65, y: 0, alpha: 1, diameter: 57, icon: "book", duration: .zero).frame
    /// // Rect(x: 36.5, y: -28.5, width: 57, height: 57)
    /// ```
    public var frame: Rect { Rect(centre: Point(x: x, y: y), width: diameter, height: diameter) }
}
