import TabBarKit
import TabBarRendering

/// A motion in flight: when it started, how long it runs, and how its progress follows time.
struct Motion: Equatable, Sendable {
    var start: Duration
    var duration: Duration
    var timing: TimingCurve

    /// The end of the motion.
    var end: Duration { start + duration }

    /// The `keySplines` entry for the part of this motion between `from` and `to`: the
    /// matching piece of its timing curve as a cubic Bézier (exact for ease-in-ease-out,
    /// whose curve is `3t² − 2t³`).
    func spline(from: Duration, to: Duration) -> String {
        guard duration > .zero, from < end, to > from else { return AnimationSample.linearSpline }
        let a = min(max((from - start) / duration, 0), 1)
        let b = min(max((to - start) / duration, 0), 1)
        let rise = timing.progress(b) - timing.progress(a)
        guard rise > 1e-12 else { return AnimationSample.linearSpline }
        func slope(_ t: Double) -> Double {
            switch timing {
            case .linear: 1
            case .easeInEaseOut: 6 * t * (1 - t)
            }
        }
        func rounded(_ value: Double) -> String {
            SVGNumber.format((min(max(value, 0), 1) * 1e6).rounded() / 1e6)
        }
        let y1 = (b - a) * slope(a) / 3 / rise
        let y2 = 1 - (b - a) * slope(b) / 3 / rise
        return "0.333333 " + rounded(y1) + " 0.666667 " + rounded(y2)
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
