import TabBarKit

extension TimingCurve.ControlPoints {
    /// The piece of this curve between time fractions `start` and `end` (`0 ≤ start < end ≤ 1`),
    /// rescaled so that it runs from (0, 0) to (1, 1) itself: what a keyframe animation
    /// (SVG `keySplines`, `CAKeyframeAnimation.timingFunctions`) needs to follow this curve
    /// across a key time that falls inside it. `nil` when the piece has no length in time
    /// or in progress (draw it linearly then).
    func segment(from start: Double, to end: Double) -> Self? {
        let a = parameter(at: start)
        let b = parameter(at: end)
        guard b > a else { return nil }
        // De Casteljau: the curve restricted to `a...b` is a cubic Bézier whose control points
        // are the curve's blossoms (a, a, b), (a, b, b); normalising its box keeps it exact.
        func blossom(_ p1: Double, _ p2: Double, _ u: Double, _ v: Double, _ w: Double) -> Double {
            let points = [0.0, p1, p2, 1.0]
            var level = points
            for (index, t) in [u, v, w].enumerated() {
                for k in 0..<(3 - index) { level[k] = level[k] * (1 - t) + level[k + 1] * t }
            }
            return level[0]
        }
        let x0 = Self.coordinate(x1, x2, a)
        let x3 = Self.coordinate(x1, x2, b)
        let y0 = Self.coordinate(y1, y2, a)
        let y3 = Self.coordinate(y1, y2, b)
        guard x3 - x0 > 0, y3 - y0 > 1e-12 else { return nil }
        func unit(_ value: Double, _ low: Double, _ high: Double) -> Double {
            min(max((value - low) / (high - low), 0), 1)
        }
        return Self(
            x1: unit(blossom(x1, x2, a, a, b), x0, x3), y1: unit(blossom(y1, y2, a, a, b), y0, y3),
            x2: unit(blossom(x1, x2, a, b, b), x0, x3), y2: unit(blossom(y1, y2, a, b, b), y0, y3))
    }

    /// One coordinate of the curve at parameter `s`, its control values being 0, `p1`, `p2`, 1.
    private static func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
}
