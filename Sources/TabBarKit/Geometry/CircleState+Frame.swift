extension CircleState {
    /// Where the circle is, in the bar's coordinate space: a `diameter` square centred on
    /// (`x`, `y`). Resting (`y` 0) it is centred on the bar's top edge, over the dip; sunk it is
    /// ``TabBarMetrics/sinkOffset`` lower.
    ///
    /// ```swift
    /// CircleState(x: 65, y: 0, alpha: 1, diameter: 57, icon: "book").frame
    /// // Rect(x: 36.5, y: -28.5, width: 57, height: 57)
    /// ```
    public var frame: Rect { Rect(centre: Point(x: x, y: y), width: diameter, height: diameter) }
}

extension CircleMove {
    /// Where the move leaves the circle: its ``target``'s ``CircleState/frame``.
    public var frame: Rect { target.frame }
}
