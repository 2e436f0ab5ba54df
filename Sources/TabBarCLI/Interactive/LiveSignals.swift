import CLiveSignals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals the live mode reacts to, caught by plain C handlers installed before the
/// terminal is touched, so none is lost or kills the process while the terminal is raw.
///
/// The handlers only set `volatile sig_atomic_t` flags (all a signal handler may safely do);
/// the frame loop reads them about 30 times a second:
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore the terminal and exit 130, 143, 129, 131 —
///   never a core dump or a backtrace;
/// - SIGTSTP (and Ctrl-Z): restore the terminal, then stop; on SIGCONT, raw mode and the
///   alternate screen again, and a full redraw;
/// - SIGWINCH: follow the new width.
enum LiveSignals {
    /// Installs the handlers.
    static func install() { tabbar_signals_install_live() }

    /// Makes SIGQUIT end the process quietly (131) outside the live mode, as SIGTERM does.
    static func quitQuietly() { tabbar_signals_quit_quietly() }

    /// The exit status for a stop signal received, if any.
    static var stopStatus: ExitStatus? {
        switch tabbar_signals_stop() {
        case SIGINT: .interrupted
        case SIGTERM: .terminated
        case SIGHUP: .hungUp
        case SIGQUIT: .quit
        default: nil
        }
    }

    /// Whether the window changed size since the last call.
    static func takeResize() -> Bool { tabbar_signals_take_resize() != 0 }

    /// Whether SIGTSTP asked to suspend since the last call.
    static func takeSuspend() -> Bool { tabbar_signals_take_suspend() != 0 }

    /// Whether the process was continued (SIGCONT) since the last call.
    static func takeContinue() -> Bool { tabbar_signals_take_continue() != 0 }

    /// Stops the process until it is continued (the terminal must be restored first).
    static func suspendProcess() { tabbar_signals_suspend() }
}
