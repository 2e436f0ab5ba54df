extension TimingCurve {
    /// A cubic Bézier timing function from (0, 0) to (1, 1) with control points (`x1`, `y1`) and
    /// (`x2`, `y2`), as `CAMediaTimingFunction(controlPoints:)`, CSS `cubic-bezier()` and SVG
    /// `keySplines` write it: time runs along x, progress along y, and the progress at a time
    /// fraction `f` is `y(s)` where `x(s) = f` (``parameter(at:)`` solves for `s`).
    public struct ControlPoints: Equatable, Hashable, Sendable {
        /// The first control point's time coordinate, in `0...1`.
        public var x1: Double
        /// The first control point's progress coordinate.
        public var y1: Double
        /// The second control point's time coordinate, in `0...1`.
        public var x2: Double
        /// The second control point's progress coordinate.
        public var y2: Double

        /// How close `x(s)` comes to the time fraction asked for.
        public static let tolerance = 1e-9

        /// Creates a timing function from its control points (`x1` and `x2` in `0...1`).
        public init(x1: Double, y1: Double, x2: Double, y2: Double) {
            self.x1 = x1
            self.y1 = y1
            self.x2 = x2
            self.y2 = y2
        }

        /// The progress at time fraction `fraction` (clamped to `0...1`; NaN counts as 0).
        public func progress(_ fraction: Double) -> Double {
            if !(fraction > 0) { return 0 }
            if fraction >= 1 { return 1 }
            return Self.bezier(y1, y2, parameter(at: fraction))
        }

        /// The curve parameter `s` in `0...1` at which the time coordinate `x(s)` is `fraction`
        /// (clamped to `0...1`; NaN counts as 0), to within ``tolerance``.
        public func parameter(at fraction: Double) -> Double {
            if !(fraction > 0) { return 0 }
            if fraction >= 1 { return 1 }
            // Newton's method from s = f, in a few steps wherever x(s) has a healthy slope;
            // bisection catches the rest.
            var s = fraction
            for _ in 0..<8 {
                let error = Self.bezier(x1, x2, s) - fraction
                if abs(error) < Self.tolerance { return s }
                let slope = Self.slope(x1, x2, s)
                guard abs(slope) > 1e-12 else { break }
                s -= error / slope
                guard s > 0, s < 1 else { break }
            }
            var (low, high) = (0.0, 1.0)
            s = fraction
            for _ in 0..<64 {
                let x = Self.bezier(x1, x2, s)
                if abs(x - fraction) < Self.tolerance { return s }
                if x < fraction { low = s } else { high = s }
                s = (low + high) / 2
            }
            return s
        }

        /// One coordinate of the curve at parameter `s`, its control values being 0, `p1`, `p2`, 1.
        static func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
        }

        /// The derivative of ``bezier(_:_:_:)`` with respect to `s`.
        static func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
    }
}
