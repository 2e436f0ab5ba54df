#ifndef CHEAPINFO_H
#define CHEAPINFO_H
#include <stddef.h>
#if defined(__linux__)
#include <malloc.h>
#endif
#if defined(__GLIBC__)
/// Bytes the allocator has handed out and not taken back (glibc `mallinfo2().uordblks`).
static inline size_t heap_in_use(void) { return mallinfo2().uordblks; }
#else
/// Not measured on this platform.
static inline size_t heap_in_use(void) { return 0; }
#endif
#endif
