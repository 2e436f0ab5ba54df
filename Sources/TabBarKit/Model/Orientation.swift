/// The device orientation, which picks the wave and circle metrics.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    /// Upright: wave radius 30, circle diameter 57.
    case portrait
    /// Sideways: wave radius 25, circle diameter 47.
    case landscape
}
