#include "CLiveSignals.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

/* Lock-free C11 atomics: safe to store from a signal handler, and to read from whichever thread
   runs the live loop (a plain `volatile sig_atomic_t` is only safe within one thread). */
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the signal flags need lock-free atomic ints");
static atomic_int stop_signal = 0;
static atomic_int resized = 0;
static atomic_int suspend_requested = 0;
static atomic_int continued = 0;

static void on_stop(int number) { atomic_store(&stop_signal, number); }
static void on_resize(int number) { (void)number; atomic_store(&resized, 1); }
static void on_suspend(int number) { (void)number; atomic_store(&suspend_requested, 1); }
static void on_continue(int number) { (void)number; atomic_store(&continued, 1); }
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

int tabbar_signals_stop(void) { return atomic_load(&stop_signal); }

/* Reads and clears a flag in one step, so a signal arriving in between is never lost. */
static int take(atomic_int *flag) { return atomic_exchange(flag, 0) != 0; }

int tabbar_signals_take_resize(void) { return take(&resized); }
int tabbar_signals_take_suspend(void) { return take(&suspend_requested); }
int tabbar_signals_take_continue(void) { return take(&continued); }

/* The live loop may run on any thread, and the runtime's worker threads block most signals:
   a SIGTSTP raised there would stay pending on that thread and never stop the process. So the
   calling thread unblocks it while it is raised (with the default action, which stops the whole
   process before `raise` returns), then takes back its mask and the handler. */
void tabbar_signals_suspend(void) {
    sigset_t stop, previous;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTSTP);
    signal(SIGTSTP, SIG_DFL);
    pthread_sigmask(SIG_UNBLOCK, &stop, &previous);
    raise(SIGTSTP); /* stops here until SIGCONT */
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    install(SIGTSTP, on_suspend);
}
