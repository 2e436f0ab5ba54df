/// Where the bar is at an instant, worked out from the messages sent to the view — what an
/// interrupting tap starts from (<doc:BehaviorContract#Where-the-bar-is-at-an-instant>).
///
/// The dip's centre at `t` is that of the last `curve` sent: `from + (to − from) · p(f)`, `p`
/// the curve's ``TimingCurve`` and `f` the fraction of its duration gone by at `t`; or `to` once
/// the duration is over (or when it is zero); rounded to the nearest 0.001 pt. The circle's x and
/// icon are those of the last `circle` sent, whatever the instant (its sink and rise keep them).
///
/// ```swift
/// var position = BarPosition()
/// position.record(.curve(WaveCurve(from: 65, to: 325, radius: 30, duration: .milliseconds(400))), at: .zero)
/// position.dipCentre(at: .milliseconds(100))   // 98.582: 65 + 260 · 0.129162
/// ```
public struct BarPosition: Equatable, Sendable {
    /// The last `curve` sent, if any.
    public private(set) var curve: WaveCurve?
    /// When the last `curve` was sent.
    public private(set) var curveSentAt: Duration = .zero
    /// The circle's centre: the `x` of the last `circle` sent; `nil` before any.
    public private(set) var circleX: Double?
    /// The circle's icon: that of the last `circle` sent; `nil` before any.
    public private(set) var circleIcon: String?

    /// Creates a position that knows of no message yet.
    public init() {}

    /// Notes a message sent at `time`; `bar` messages do not move the dip or the circle.
    public mutating func record(_ animation: TabBarAnimation, at time: Duration) {
        switch animation {
        case .curve(let curve):
            self.curve = curve
            curveSentAt = time
        case .circle(let circle):
            circleX = circle.x
            circleIcon = circle.icon
        case .bar: break
        }
    }

    /// The dip's centre at `time` (at or after the last `curve`), rounded to the nearest
    /// 0.001 pt; `nil` before any `curve`.
    public func dipCentre(at time: Duration) -> Double? {
        guard let curve else { return nil }
        let elapsed = time - curveSentAt
        guard curve.duration > .zero, elapsed < curve.duration else { return Self.rounded(curve.to) }
        let fraction = max(elapsed / curve.duration, 0)
        return Self.rounded(curve.from + (curve.to - curve.from) * curve.timing.progress(fraction))
    }

    /// `value` to the nearest thousandth (halves away from zero); a value too large for
    /// thousandths to matter is left as it is.
    static func rounded(_ value: Double) -> Double {
        let thousandths = value * 1000
        guard thousandths.isFinite else { return value }
        return thousandths.rounded() / 1000
    }
}
