// Allocation counting for tabbar-bench (glibc only).
//
// The bench executable links this file, so its definitions of malloc, calloc, realloc,
// posix_memalign and aligned_alloc take the place of glibc's for the whole process (ELF symbol
// interposition, the mechanism glibc documents under "Replacing malloc"; no LD_PRELOAD).
// Each one counts the call while counting is on and hands the request to glibc's own
// allocator (__libc_malloc and friends), so every block still comes from, and goes back to,
// glibc: free and malloc_usable_size need no wrapper.
#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stddef.h>
#include <stdint.h>

/// Whether counting works on this platform (glibc); elsewhere the other functions return 0.
int tabbar_bench_allocations_supported(void);

/// Starts counting allocation calls from zero.
void tabbar_bench_allocations_start(void);

/// Stops counting and returns the number of allocation calls since the start.
uint64_t tabbar_bench_allocations_stop(void);

/// Bytes glibc's allocator has handed out and not had back (mallinfo2: uordblks + hblkhd),
/// over every arena.
size_t tabbar_bench_bytes_in_use(void);

#endif
