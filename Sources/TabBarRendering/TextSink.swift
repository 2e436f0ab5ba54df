/// Where a renderer writes its text. A reference type, so that the owner that created it can
/// read, flush or close it while the renderer writes.
///
/// Implementations must keep text in the order written; a failed write (a closed pipe) must
/// not crash: remember it, and let the owner decide.
public protocol TextSink: AnyObject {
    /// Appends `text`.
    func write(_ text: String)
}

/// A sink that keeps everything in memory: for tests and for callers that post-process output.
///
/// ```swift
/// let sink = StringSink()
/// renderer.render(event)
/// print(sink.text)
/// ```
public final class StringSink: TextSink, TextOutputStream {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty sink.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) { self.text += text }

    /// Returns the text written so far and empties the sink.
    public func take() -> String {
        defer { text = "" }
        return text
    }
}

/// A sink that throws everything away: for benchmarks.
public final class NullSink: TextSink {
    /// The number of UTF-8 bytes discarded so far.
    public private(set) var byteCount = 0

    /// Creates a sink.
    public init() {}

    /// Counts and discards `text`.
    public func write(_ text: String) { byteCount += text.utf8.count }
}
