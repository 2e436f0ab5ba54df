// A TabBarKit duration as the seconds SwiftUI takes: a unit conversion, nothing decided.
#if canImport(SwiftUI)
    import SwiftUI

    extension TimeInterval {
        /// `duration` in seconds.
        init(_ duration: Duration) {
            let (seconds, attoseconds) = duration.components
            self = Double(seconds) + Double(attoseconds) / 1e18
        }
    }
#endif
