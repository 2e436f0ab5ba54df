#include "CLiveSignals.h"
#include <stdatomic.h>

static atomic_int stop_signal;
static atomic_int window_resized;

void tabbar_live_signals_store_stop(int number) {
    atomic_store_explicit(&stop_signal, number, memory_order_relaxed);
}

int tabbar_live_signals_load_stop(void) { return atomic_load_explicit(&stop_signal, memory_order_relaxed); }

void tabbar_live_signals_store_resized(void) {
    atomic_store_explicit(&window_resized, 1, memory_order_relaxed);
}

int tabbar_live_signals_take_resized(void) {
    return atomic_exchange_explicit(&window_resized, 0, memory_order_relaxed);
}
