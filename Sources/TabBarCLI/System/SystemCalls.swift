#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX calls the tool makes, in one place so the rest reads as Swift.
enum SystemCalls {
    /// `EPIPE`: the reader of a pipe went away.
    static let brokenPipe = EPIPE
    /// `ENOENT`: no such file or directory.
    static let noSuchFile = ENOENT

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interruptions.
    /// Returns 0, or the `errno` of the write that failed (`EPIPE` for a reader that went
    /// away, `ENOSPC`, `EFBIG`, `EIO`, `EBADF`, …).
    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32 {
        var buffer = Array(bytes)
        defer { buffer.removeAll() }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(descriptor, base + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Whether `descriptor` is a pipe or socket whose reading end is closed, found without
    /// writing (`poll` reports an error or a hang-up on it). Regular files and terminals never
    /// count: a write tells what is wrong with them.
    static func hasLostItsReader(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        guard type == S_IFIFO || type == S_IFSOCK else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        guard poll(&entry, 1, 0) == 1 else { return false }
        return entry.revents & Int16(POLLERR | POLLHUP) != 0
    }

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The current `errno` as a sentence (`No such file or directory`).
    static func errorMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Ignores `SIGPIPE` and `SIGXFSZ`, so that writing to a closed pipe fails with `EPIPE`,
    /// and writing past a file-size limit (`ulimit -f`) fails with `EFBIG`, instead of killing
    /// the process: both become ordinary write errors.
    static func ignoreWriteSignals() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Reads everything from `descriptor` until end of file, or until more than `limit` bytes
    /// came (then the result has `limit + 1` bytes); `nil` with `errno` set on failure.
    static func readAll(from descriptor: Int32, limit: Int) -> [UInt8]? {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return read(descriptor, base, raw.count)
            }
            if count == 0 { return result }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            result.append(contentsOf: chunk[..<count])
            if result.count > limit { return Array(result.prefix(limit + 1)) }
        }
    }

    /// Opens `path` (its exact bytes) for reading; -1 with `errno` set on failure.
    static func openForReading(_ path: PathName) -> Int32 {
        path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
    }

    /// Closes `descriptor`.
    static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

    /// The current `errno`.
    static var lastError: Int32 { errno }
}
