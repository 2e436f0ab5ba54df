#ifndef CHEAPINFO_H
#define CHEAPINFO_H
#include <stddef.h>
#if defined(__linux__)
// Defines __GLIBC__ when the C library is glibc (musl has no mallinfo2).
#include <malloc.h>
#endif
#if defined(__GLIBC__)
/// 1: `heap_in_use` measures on this platform (glibc's `mallinfo2`).
static inline int heap_in_use_is_measured(void) { return 1; }
/// Bytes the allocator has handed out and not taken back (glibc `mallinfo2().uordblks`).
static inline size_t heap_in_use(void) { return mallinfo2().uordblks; }
#elif defined(__APPLE__)
#include <malloc/malloc.h>
/// 1: `heap_in_use` measures on this platform (`malloc_zone_statistics`).
static inline int heap_in_use_is_measured(void) { return 1; }
/// Bytes in use in every malloc zone (`malloc_zone_statistics(NULL, …).size_in_use`).
static inline size_t heap_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#else
/// 0: this platform has no allocator statistics that `heap_in_use` knows how to read.
static inline int heap_in_use_is_measured(void) { return 0; }
/// Not measured on this platform (always 0; check `heap_in_use_is_measured` first).
static inline size_t heap_in_use(void) { return 0; }
#endif
#endif
