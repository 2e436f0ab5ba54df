/// How an animation's progress follows time.
///
/// ``easeInEaseOut`` is Core Animation's ease-in-ease-out (UIKit's `.curveEaseInOut`). Everything
/// that interpolates a TabBarKit animation — the renderers' frames, `TabBarScene`, the presenter
/// working out where an interrupted wave is — uses ``progress(_:)``, so all draw the curve a
/// UIKit view runs.
///
/// ```swift
/// let p = TimingCurve.easeInEaseOut.controlPoints    // x1 0.42, y1 0, x2 0.58, y2 1
/// CAMediaTimingFunction(controlPoints: Float(p.x1), Float(p.y1), Float(p.x2), Float(p.y2))
/// TimingCurve.easeInEaseOut.progress(0.25)           // 0.12916…
/// ```
public enum TimingCurve: String, CaseIterable, Hashable, Sendable {
    /// Slow, fast, slow: the wave's curve, Core Animation's cubic Bézier (0.42, 0) (0.58, 1).
    case easeInEaseOut
    /// Even progress.
    case linear

    /// The curve as the control points of a cubic Bézier timing function: (0.42, 0) (0.58, 1)
    /// for ``easeInEaseOut``, (0, 0) (1, 1) for ``linear`` (as Core Animation reports them).
    public var controlPoints: ControlPoints {
        switch self {
        case .easeInEaseOut: ControlPoints(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case .linear: ControlPoints(x1: 0, y1: 0, x2: 1, y2: 1)
        }
    }

    /// The eased progress at `fraction` of the duration, both in `0...1` (a fraction outside it
    /// is clamped; NaN counts as 0). Exactly 0 at 0 and 1 at 1.
    public func progress(_ fraction: Double) -> Double {
        switch self {
        case .linear: fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        case .easeInEaseOut: controlPoints.progress(fraction)
        }
    }
}
