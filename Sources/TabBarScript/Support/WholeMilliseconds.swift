/// Rounds seconds to whole milliseconds (half away from zero) without `Double.rounded()`, which
/// would need libm at link time in a program that imports neither Foundation nor Glibc.
enum WholeMilliseconds {
    /// `seconds` (finite, 0 ... 86,400) as a duration of whole milliseconds.
    static func duration(seconds: Double) -> Duration {
        let milliseconds = seconds * 1000
        let whole = Int64(milliseconds)
        return .milliseconds(milliseconds - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}
