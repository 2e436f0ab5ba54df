import CLiveSignals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals the live mode reacts to, caught by a plain C handler installed before the
/// terminal is touched, so none is lost or kills the process while the terminal is raw.
///
/// The handler only stores the signal's number (an atomic store in C, safe in a signal
/// handler and available at every deployment target); the frame loop reads it about 30 times
/// a second.
enum LiveSignals {
    /// Installs the handlers.
    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { number in tabbar_live_signals_store_stop(number) }
        }
        _ = signal(SIGWINCH) { _ in tabbar_live_signals_store_resized() }
    }

    /// The exit status for a stop signal received, if any.
    static var stopStatus: ExitStatus? {
        switch tabbar_live_signals_load_stop() {
        case SIGINT: .interrupted
        case SIGTERM, SIGHUP: .terminated
        default: nil
        }
    }

    /// Whether the window changed size since the last call.
    static func takeResize() -> Bool { tabbar_live_signals_take_resized() != 0 }
}
