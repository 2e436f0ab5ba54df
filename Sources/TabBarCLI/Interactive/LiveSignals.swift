import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals the live mode reacts to, caught by a plain C handler installed before the
/// terminal is touched, so none is lost or kills the process while the terminal is raw.
///
/// The handler only stores the signal's number (an atomic store, safe in a signal handler);
/// the frame loop reads it about 30 times a second.
enum LiveSignals {
    /// The latest SIGINT, SIGTERM or SIGHUP received, or 0.
    static let stop = Atomic<Int32>(0)
    /// Whether a SIGWINCH arrived since the last ``takeResize()``.
    static let resized = Atomic<Bool>(false)

    /// Installs the handlers.
    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { number in LiveSignals.stop.store(number, ordering: .relaxed) }
        }
        _ = signal(SIGWINCH) { _ in LiveSignals.resized.store(true, ordering: .relaxed) }
    }

    /// The exit status for a stop signal received, if any.
    static var stopStatus: ExitStatus? {
        switch stop.load(ordering: .relaxed) {
        case SIGINT: .interrupted
        case SIGTERM, SIGHUP: .terminated
        default: nil
        }
    }

    /// Whether the window changed size since the last call.
    static func takeResize() -> Bool { resized.exchange(false, ordering: .relaxed) }
}
