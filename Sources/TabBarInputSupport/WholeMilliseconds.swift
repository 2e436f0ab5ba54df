/// Rounds user-supplied seconds to whole milliseconds, the resolution of the event contract.
///
/// Used by the modules of the package that read user input (manifests, scripts, options).
public enum WholeMilliseconds {
    /// `seconds` (finite, 0 ... 86,400) as a duration of whole milliseconds, half away from zero.
    public static func duration(seconds: Double) -> Duration {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
