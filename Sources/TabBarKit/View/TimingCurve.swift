/// How an animation's progress follows time.
public enum TimingCurve: String, CaseIterable, Hashable, Sendable {
    /// Slow, fast, slow: the wave's curve.
    case easeInEaseOut
    /// Even progress.
    case linear

    /// The eased progress at `fraction` of the duration (both in `0...1`).
    public func progress(_ fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        switch self {
        case .linear: return t
        case .easeInEaseOut: return t * t * (3 - 2 * t)
        }
    }
}
