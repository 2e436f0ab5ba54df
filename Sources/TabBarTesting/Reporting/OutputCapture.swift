import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What was written to the process's standard output and standard error (file descriptors 1
/// and 2) while a closure ran: each is pointed at a pipe (`dup`/`dup2`), drained by a thread so a
/// large write cannot block, and put back afterwards. The caller passes on what is not its to
/// keep (``passOn(_:dropping:)``): a test running in parallel writes to the same descriptors.
enum OutputCapture {
    /// One capture at a time in the process (a nested one on the same thread is fine): two at once
    /// would steal each other's output.
    private static let lock = NSRecursiveLock()

    struct Captured {
        var standardOutput: [UInt8]
        var standardError: [UInt8]
        var isEmpty: Bool { standardOutput.isEmpty && standardError.isEmpty }
    }

    /// Runs `body` with descriptors 1 and 2 captured, and returns what was written (not passed
    /// on); nil if they could not be redirected.
    static func capture(_ body: () -> Void) -> Captured? {
        lock.lock()
        defer { lock.unlock() }
        guard let out = Redirect(fd: 1) else {
            body()
            return nil
        }
        guard let err = Redirect(fd: 2) else {
            _ = out.finish()
            body()
            return nil
        }
        body()
        return Captured(standardOutput: out.finish(), standardError: err.finish())
    }

    /// Runs `body` with descriptors 1 and 2 captured, and passes on every line written but the
    /// `dropped` ones.
    static func dropping<Result>(_ dropped: Set<String>, _ body: () -> Result) -> Result {
        guard !dropped.isEmpty else { return body() }
        var result: Result?
        let captured = capture { result = body() }
        if let captured { passOn(captured, dropping: dropped) }
        return result!
    }

    /// Writes the captured lines on to where they were going, all but the `dropped` ones.
    static func passOn(_ captured: Captured, dropping dropped: Set<String>) {
        for (fd, bytes) in [(Int32(1), captured.standardOutput), (2, captured.standardError)] {
            // "a\nb\n" splits into "a", "b" and "": the last newline stays with what is kept.
            let lines = String(decoding: bytes, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let utf8 = Array(lines.filter { !dropped.contains(String($0)) }.joined(separator: "\n").utf8)
            var offset = 0
            while offset < utf8.count {
                let written = utf8[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                offset += written
            }
        }
    }

    /// One descriptor pointed at a pipe until ``finish()``.
    private final class Redirect: @unchecked Sendable {
        private let fd: Int32
        private let saved: Int32
        private let readEnd: Int32
        private var bytes: [UInt8] = []
        private let done = DispatchSemaphore(value: 0)

        init?(fd: Int32) {
            fflush(nil)
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            let saved = dup(fd)
            guard saved >= 0, dup2(ends[1], fd) >= 0 else {
                close(ends[0])
                close(ends[1])
                if saved >= 0 { close(saved) }
                return nil
            }
            close(ends[1])
            self.fd = fd
            self.saved = saved
            readEnd = ends[0]
            let thread = Thread { [self] in drain() }
            thread.start()
        }

        private func drain() {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count > 0 {
                    bytes += buffer[..<count]
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(readEnd)
            done.signal()
        }

        /// Puts the descriptor back, waits for the pipe to drain, and returns the bytes.
        func finish() -> [UInt8] {
            fflush(nil)
            dup2(saved, fd)
            close(saved)
            done.wait()
            return bytes
        }
    }
}
