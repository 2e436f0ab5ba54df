/// Identifies one piece of scheduled work so that it can be cancelled.
public struct ScheduledToken: Hashable, Sendable {
    /// A number unique among the scheduler's tokens.
    public let rawValue: UInt64

    /// Wraps a scheduler's number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}
