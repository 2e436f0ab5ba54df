import TabBarKit

/// A motion in flight: when it started, how long it runs, and how its progress follows time.
struct Motion: Equatable, Sendable {
    var start: Duration
    var duration: Duration
    var timing: TimingCurve

    /// The end of the motion.
    var end: Duration { start + duration }

    /// The `keySplines` entry for the part of this motion between `from` and `to`: the
    /// matching piece of its timing curve, itself a cubic Bézier (exact: the piece of a Bézier is
    /// a Bézier); over a whole ease-in-ease-out motion it is the curve's own `0.42 0 0.58 1`.
    func spline(from: Duration, to: Duration) -> String {
        guard duration > .zero, from < end, to > from else { return AnimationSample.linearSpline }
        let a = min(max((from - start) / duration, 0), 1)
        let b = min(max((to - start) / duration, 0), 1)
        guard let piece = timing.controlPoints.segment(from: a, to: b) else {
            return AnimationSample.linearSpline
        }
        func rounded(_ value: Double) -> String {
            SVGNumber.format((min(max(value, 0), 1) * 1e6).rounded() / 1e6)
        }
        return [piece.x1, piece.y1, piece.x2, piece.y2].map(rounded).joined(separator: " ")
    }
}

/// The bar at one key time of the animated document, with the motions that run from it.
struct AnimationSample: Equatable, Sendable {
    /// An even spline: for still stretches and jumps.
    static let linearSpline = "0 0 1 1"

    var time: Duration
    var frame: SceneFrame
    var wave: Motion?
    var circle: Motion?
    var bar: Motion?
}
