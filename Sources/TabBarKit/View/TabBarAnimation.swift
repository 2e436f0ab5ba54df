/// A message that moves something over time: the wave, the circle or the bar.
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some (see
/// <doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
public enum TabBarAnimation: Equatable, Hashable, Sendable {
    /// Move the wave's dip.
    case curve(WaveCurve)
    /// Move the floating circle.
    case circle(CircleMove)
    /// Show or hide the bar.
    case bar(BarVisibility)

    /// The contract's name for the message: `curve`, `circle` or `bar`.
    public var kind: String {
        switch self {
        case .curve: "curve"
        case .circle: "circle"
        case .bar: "bar"
        }
    }
}
