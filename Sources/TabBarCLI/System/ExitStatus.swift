/// `tabbar`'s exit statuses (the BSD `sysexits` numbers the contract names, and 128 + the
/// signal's number for a stop by signal in the live mode).
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
    /// The output could not be written (a full disk, `/dev/full`, a file-size limit, a frame
    /// file that cannot be created) — `EX_IOERR`. A reader that went away is not an error.
    case ioError = 74
    /// Hung up (SIGHUP, the terminal went away) in interactive mode.
    case hungUp = 129
    /// Interrupted (SIGINT, or Ctrl-C in interactive mode).
    case interrupted = 130
    /// Quit (SIGQUIT) in interactive mode: the terminal is restored, no core, no backtrace.
    case quit = 131
    /// Terminated (SIGTERM).
    case terminated = 143
}
