import TabBarKit
import TabBarRendering

/// A ``TextSink`` on a file descriptor (standard output by default), buffered, that notices
/// when a write fails.
///
/// A failed write does not crash and is not retried: the sink marks itself ``isClosed``,
/// keeps the error in ``writeError``, and drops everything after, so the run can stop at once.
/// The tool then ends quietly with status 0 when the reader went away (`EPIPE`, from
/// `| head -1`), and with status 74 and a diagnostic for any other error (a full disk,
/// `/dev/full`, a file-size limit). `SIGPIPE` and `SIGXFSZ` must be ignored for the write to
/// fail rather than kill the process (``Tabbar`` does that at start-up).
public final class FileDescriptorSink: TextSink {
    private let descriptor: Int32
    private let bufferLimit: Int
    private var buffer: [UInt8] = []

    /// Whether a write failed; once closed, the sink discards everything.
    public var isClosed: Bool { writeError != nil }

    /// The `errno` of the write that failed, or `nil` while every write succeeded.
    public private(set) var writeError: Int32?

    /// Whether the failed write found the reader gone (`EPIPE`): not an error for the tool.
    public var readerWentAway: Bool { writeError == SystemCalls.brokenPipe }

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
        let code = SystemCalls.writeAll(buffer, to: descriptor)
        if code != 0 { writeError = code }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes out everything buffered, then, for a pipe or socket, asks the system whether its
    /// reader is still there: a reader that went away closes the sink as a failed write would
    /// (`EPIPE`), even when nothing was waiting to be written. A run that writes nothing for a
    /// long while calls this now and then, so that it stops soon after its reader leaves.
    public func checkReader() {
        flush()
        guard !isClosed, SystemCalls.hasLostItsReader(descriptor) else { return }
        writeError = SystemCalls.brokenPipe
        buffer.removeAll()
    }

    /// The failure to report for this sink's write error, or `nil` when there is none or the
    /// reader merely went away: `tabbar: cannot write to standard output: <reason>`, 74.
    var failure: CommandFailure? {
        guard let writeError, !readerWentAway else { return nil }
        let name = descriptor == 1 ? "standard output" : "file descriptor \(descriptor)"
        return CommandFailure(
            .ioError, "tabbar: cannot write to \(name): \(SystemCalls.errorMessage(writeError))")
    }
}
