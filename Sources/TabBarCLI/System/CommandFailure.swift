/// Why a `tabbar` run stopped before it could do its job: the message for standard error and
/// the exit status.
public struct CommandFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exit status.
    public var status: ExitStatus
    /// The diagnostic, complete (a script or manifest error already names its file and
    /// position).
    public var message: String

    /// Creates a failure.
    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// A usage error, prefixed like every diagnostic of the tool itself.
    public init(_ error: UsageError) {
        self.init(.usage, "tabbar: error: \(error.description)\nRun 'tabbar --help' for usage.")
    }

    /// The message.
    public var description: String { message }
}
