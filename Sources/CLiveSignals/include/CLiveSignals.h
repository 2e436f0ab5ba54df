#ifndef CLIVESIGNALS_H
#define CLIVESIGNALS_H
/// The live mode's signal flags: lock-free C11 atomics, safe to store from a signal handler,
/// on every platform and deployment target (Swift's `Atomic` needs macOS 15 / iOS 18).

/// Records `number` as the latest stop signal (SIGINT, SIGTERM or SIGHUP).
void tabbar_live_signals_store_stop(int number);
/// The latest stop signal recorded, or 0.
int tabbar_live_signals_load_stop(void);
/// Records that the window changed size (SIGWINCH).
void tabbar_live_signals_store_resized(void);
/// Whether the window changed size since the last call (1 or 0), clearing the flag.
int tabbar_live_signals_take_resized(void);
#endif
