import TabBarKit
import TabBarRendering

/// A ``TextSink`` on a file descriptor (standard output by default), buffered, that notices
/// when the reader has gone away.
///
/// A failed write (`EPIPE` from `| head -1`, a closed descriptor) does not crash and is not
/// retried: the sink marks itself ``isClosed``, drops everything after, and the tool ends
/// the run quietly with status 0. `SIGPIPE` must be ignored for the write to fail rather
/// than kill the process (``Tabbar`` does that at start-up).
public final class FileDescriptorSink: TextSink {
    private let descriptor: Int32
    private let bufferLimit: Int
    private var buffer: [UInt8] = []

    /// Whether a write failed; once closed, the sink discards everything.
    public private(set) var isClosed = false

    /// Creates a sink on `descriptor` that holds up to `bufferLimit` bytes before writing;
    /// 0 writes every piece at once.
    public init(descriptor: Int32 = 1, bufferLimit: Int = 64 * 1024) {
        self.descriptor = descriptor
        self.bufferLimit = bufferLimit
        buffer.reserveCapacity(bufferLimit)
    }

    /// Appends `text`, writing the buffer out when it is full.
    public func write(_ text: String) {
        guard !isClosed else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= bufferLimit { flush() }
    }

    /// Writes out everything buffered.
    public func flush() {
        guard !isClosed, !buffer.isEmpty else { return }
        if !SystemCalls.writeAll(buffer, to: descriptor) { isClosed = true }
        buffer.removeAll(keepingCapacity: true)
    }
}
