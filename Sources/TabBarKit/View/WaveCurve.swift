/// Moves the wave's dip (`curve`) from one slot centre to another over `duration` (zero: at once).
public struct WaveCurve: Equatable, Hashable, Sendable {
    /// Where the dip starts.
    public var from: Double
    /// Where the dip ends.
    public var to: Double
    /// The dip's radius.
    public var radius: Double
    /// How long the move takes; zero sets it at once.
    public var duration: Duration
    /// How progress follows time (even for a zero duration, the name is kept).
    public var timing: TimingCurve

    /// Creates a wave move.
    public init(
        from: Double, to: Double, radius: Double, duration: Duration, timing: TimingCurve = .easeInEaseOut
    ) {
        self.from = from
        self.to = to
        self.radius = radius
        self.duration = duration
        self.timing = timing
    }
}
