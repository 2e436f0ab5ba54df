/// The space the bar is laid out in.
public struct TabBarLayout: Equatable, Hashable, Sendable {
    /// The bar's width in points; finite and greater than zero.
    public var width: Double
    /// Portrait or landscape, which picks the metrics.
    public var orientation: Orientation
    /// Left-to-right or right-to-left.
    public var direction: LayoutDirection

    /// The default width, 390 points (an iPhone in portrait).
    public static let defaultWidth = 390.0

    /// Creates a layout; every argument has a default.
    public init(
        width: Double = TabBarLayout.defaultWidth, orientation: Orientation = .portrait,
        direction: LayoutDirection = .ltr
    ) {
        self.width = width
        self.orientation = orientation
        self.direction = direction
    }

    /// Throws ``TabBarError/invalidWidth(_:)`` unless the width is finite and greater than zero.
    public func validate() throws(TabBarError) {
        guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
    }
}
