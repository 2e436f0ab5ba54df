/// Rounds user-supplied seconds to whole milliseconds, the resolution of the event contract.
///
/// Shared by the modules of this package that read user input; `package`, not public API.
package enum WholeMilliseconds {
    /// `seconds` (finite, 0 ... 86,400) as a duration of whole milliseconds, half away from zero.
    package static func duration(seconds: Double) -> Duration {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
