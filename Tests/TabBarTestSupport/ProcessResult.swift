import Foundation

/// What one finished run of a program did (see ``ProcessRunner``).
public struct ProcessResult: CustomStringConvertible, Sendable {
    /// The exit status, or the signal's number when ``wasSignalled``.
    public var status: Int32
    /// Whether the process ended by a signal rather than exiting.
    public var wasSignalled: Bool
    /// Everything written to standard output.
    public var stdout: Data
    /// Everything written to standard error.
    public var stderr: Data

    /// Creates a result.
    public init(status: Int32, wasSignalled: Bool, stdout: Data, stderr: Data) {
        self.status = status
        self.wasSignalled = wasSignalled
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Standard output as UTF-8 text (invalid bytes replaced).
    public var output: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error as UTF-8 text (invalid bytes replaced).
    public var errors: String { String(decoding: stderr, as: UTF8.self) }

    /// The status and both streams, for a failure message.
    public var description: String {
        let ending = wasSignalled ? "signal \(status)" : "status \(status)"
        return "\(ending)\n--- stdout\n\(output)\n--- stderr\n\(errors)"
    }
}
