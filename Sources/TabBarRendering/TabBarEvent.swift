import TabBarKit

/// One message stamped with the scheduler's time: what a renderer receives.
public struct TabBarEvent: Equatable, Sendable {
    /// The scheduler's time when the message was sent (virtual in tests and scripts).
    public var time: Duration
    /// The message.
    public var message: TabBarMessage

    /// Creates an event.
    public init(time: Duration, message: TabBarMessage) {
        self.time = time
        self.message = message
    }

    /// The time in whole milliseconds, as the contract keeps it.
    public var milliseconds: Int64 { time.wholeMilliseconds }
}

extension Duration {
    /// The duration rounded to whole milliseconds (half away from zero).
    public var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        let milliseconds = (Double(attoseconds) / 1e15).rounded()
        return seconds * 1000 + Int64(milliseconds)
    }

    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
