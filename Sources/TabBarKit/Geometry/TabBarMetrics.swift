/// The sizes and durations of the wave design, taken from the original.
public struct TabBarMetrics: Equatable, Hashable, Sendable {
    /// The radius of the wave's dip.
    public var waveRadius: Double
    /// The diameter of the floating circle.
    public var circleDiameter: Double

    /// How far the circle sinks while it swaps its icon.
    public static let sinkOffset = 30.0
    /// The height of the bar.
    public static let barHeight = 49.0
    /// How long the wave takes to slide to a new slot.
    public static let waveDuration = Duration.milliseconds(400)
    /// How long each circle step (sink, rise) takes.
    public static let circleStepDuration = Duration.milliseconds(200)
    /// How long the bar takes to show or hide.
    public static let barDuration = Duration.milliseconds(300)

    /// Portrait: wave radius 30, circle diameter 57.
    public static let portrait = TabBarMetrics(waveRadius: 30, circleDiameter: 57)
    /// Landscape: wave radius 25, circle diameter 47.
    public static let landscape = TabBarMetrics(waveRadius: 25, circleDiameter: 47)
    /// The metrics for `orientation`.
    public static func forOrientation(_ orientation: Orientation) -> TabBarMetrics {
        orientation == .portrait ? .portrait : .landscape
    }

    /// Creates metrics with the given wave radius and circle diameter.
    public init(waveRadius: Double, circleDiameter: Double) {
        self.waveRadius = waveRadius
        self.circleDiameter = circleDiameter
    }
}
