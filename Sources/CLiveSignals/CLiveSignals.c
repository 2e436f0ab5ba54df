#include "CLiveSignals.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t stop_signal = 0;
static volatile sig_atomic_t resized = 0;
static volatile sig_atomic_t suspend_requested = 0;
static volatile sig_atomic_t continued = 0;

static void on_stop(int number) { stop_signal = number; }
static void on_resize(int number) { (void)number; resized = 1; }
static void on_suspend(int number) { (void)number; suspend_requested = 1; }
static void on_continue(int number) { (void)number; continued = 1; }
static void on_quit(int number) { _exit(128 + number); }

static void install(int number, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(number, &action, NULL);
}

void tabbar_signals_install_live(void) {
    install(SIGINT, on_stop);
    install(SIGTERM, on_stop);
    install(SIGHUP, on_stop);
    install(SIGQUIT, on_stop);
    install(SIGWINCH, on_resize);
    install(SIGTSTP, on_suspend);
    install(SIGCONT, on_continue);
}

void tabbar_signals_quit_quietly(void) { install(SIGQUIT, on_quit); }

int tabbar_signals_stop(void) { return stop_signal; }

/* A flag is cleared only once seen set: a signal arriving in between was already counted. */
static int take(volatile sig_atomic_t *flag) {
    if (!*flag) return 0;
    *flag = 0;
    return 1;
}

int tabbar_signals_take_resize(void) { return take(&resized); }
int tabbar_signals_take_suspend(void) { return take(&suspend_requested); }
int tabbar_signals_take_continue(void) { return take(&continued); }

void tabbar_signals_suspend(void) {
    signal(SIGTSTP, SIG_DFL);
    raise(SIGTSTP); /* stops here until SIGCONT */
    install(SIGTSTP, on_suspend);
}
