extension Duration {
    /// The duration in seconds, as a `Double`: what UIKit, Core Animation and SwiftUI take as a
    /// `TimeInterval` (a `Double` of seconds), for a message's duration.
    ///
    /// ```swift
    /// let bar = BarVisibility(isHidden: true, duration: .milliseconds(250))
    /// let seconds = bar.duration.timeInterval  // 0.25
    /// ```
    public var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
