/// Cubic Bézier timing curves worked out by plain bisection, independently of the code under
/// test: the oracle for `TimingCurve`, the scenes, the text frames and the SVG `keySplines`.
///
/// ```swift
/// BezierReference.easeInEaseOut(0.25)                       // 0.129161931…
/// BezierReference.progress(at: 0.5, x1: 0.42, y1: 0, x2: 0.71, y2: 0.5)
/// ```
public enum BezierReference {
    /// Core Animation's ease-in-ease-out, the Bézier (0.42, 0) (0.58, 1), at time fraction `f`.
    public static func easeInEaseOut(_ f: Double) -> Double {
        progress(at: f, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }

    /// The progress of the timing curve with control points (`x1`, `y1`) (`x2`, `y2`) at time
    /// fraction `f` in `0...1`: `y(s)` where `x(s) = f`, `s` found by 200 bisection steps (far
    /// past a `Double`'s precision).
    public static func progress(at f: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < f { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }
}
