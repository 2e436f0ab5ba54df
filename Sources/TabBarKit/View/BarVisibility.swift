/// Shows or hides the whole bar (`bar`) over `duration`.
public struct BarVisibility: Equatable, Hashable, Sendable {
    /// Whether the bar ends hidden.
    public var isHidden: Bool
    /// How long the transition takes.
    public var duration: Duration

    /// Creates a show or hide.
    public init(isHidden: Bool, duration: Duration) {
        self.isHidden = isHidden
        self.duration = duration
    }
}
