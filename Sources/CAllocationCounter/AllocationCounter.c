#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>

// glibc's allocator under its own names (exported by libc.so.6 since 2.2.5).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

int tabbar_bench_allocations_supported(void) { return 1; }

static int counting;
static uint64_t count;

static inline void record(void) {
    if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) {
        __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
    }
}

void tabbar_bench_allocations_start(void) {
    __atomic_store_n(&count, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counting, 1, __ATOMIC_SEQ_CST);
}

uint64_t tabbar_bench_allocations_stop(void) {
    __atomic_store_n(&counting, 0, __ATOMIC_SEQ_CST);
    return __atomic_load_n(&count, __ATOMIC_RELAXED);
}

size_t tabbar_bench_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

void *malloc(size_t size) {
    record();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    record();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    record();
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    record();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    record();
    if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) { return EINVAL; }
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) { return ENOMEM; }
    *result = pointer;
    return 0;
}

#else

int tabbar_bench_allocations_supported(void) { return 0; }
void tabbar_bench_allocations_start(void) {}
uint64_t tabbar_bench_allocations_stop(void) { return 0; }
size_t tabbar_bench_bytes_in_use(void) { return 0; }

#endif
