#ifndef CLIVESIGNALS_H
#define CLIVESIGNALS_H

/// The signal handling of `tabbar`'s live mode, in C so that the handlers only store to
/// `volatile sig_atomic_t` flags (all a signal handler may safely do) and need nothing newer
/// than POSIX: no Swift runtime, no atomics library.

/// Installs the live mode's handlers: SIGINT, SIGTERM, SIGHUP and SIGQUIT ask it to stop,
/// SIGWINCH to follow a resize, SIGTSTP to suspend, SIGCONT to redraw after a stop.
void tabbar_signals_install_live(void);

/// Makes SIGQUIT end the process at once with status 131 (128 + SIGQUIT), without a core
/// dump or a runtime backtrace, as SIGTERM ends it.
void tabbar_signals_quit_quietly(void);

/// The last stop signal received (SIGINT, SIGTERM, SIGHUP or SIGQUIT), or 0.
int tabbar_signals_stop(void);

/// Whether SIGWINCH arrived since the last call (several arrivals count as one).
int tabbar_signals_take_resize(void);

/// Whether SIGTSTP arrived since the last call.
int tabbar_signals_take_suspend(void);

/// Whether SIGCONT arrived since the last call.
int tabbar_signals_take_continue(void);

/// Stops the process as SIGTSTP's default action does (the caller has put the terminal back
/// first) and returns once it is continued, with the SIGTSTP handler installed again. It may be
/// called from any thread, including one that blocks SIGTSTP: the signal is unblocked on the
/// calling thread while it is raised.
void tabbar_signals_suspend(void);

#endif
