// A TabBarKit duration as the seconds UIKit takes: a unit conversion, nothing decided.
#if canImport(UIKit) && os(iOS)
    import UIKit

    extension TimeInterval {
        /// `duration` in seconds.
        init(_ duration: Duration) {
            let (seconds, attoseconds) = duration.components
            self = Double(seconds) + Double(attoseconds) / 1e18
        }
    }
#endif
