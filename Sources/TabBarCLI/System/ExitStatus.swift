/// `tabbar`'s exit statuses (the BSD `sysexits` numbers the contract names).
public enum ExitStatus: Int32, Equatable, Sendable {
    /// Success, including a reader that went away (`| head -1`).
    case success = 0
    /// A usage error: unknown flag, bad value, flags that cannot be combined, unknown renderer.
    case usage = 64
    /// A bad script or manifest.
    case dataError = 65
    /// An input file is missing or unreadable.
    case noInput = 66
    /// An internal error (a bug).
    case software = 70
    /// Interrupted (SIGINT, or Ctrl-C in interactive mode).
    case interrupted = 130
    /// Terminated (SIGTERM).
    case terminated = 143
}
