import CAllocationCounter

/// Counts heap allocations around a piece of work.
///
/// Two honest measures from glibc, no `LD_PRELOAD` and no malloc hooks:
/// - **transient allocations**: this executable links `CAllocationCounter`, whose `malloc`,
///   `calloc`, `realloc`, `posix_memalign` and `aligned_alloc` take the place of glibc's for
///   the whole process (ELF symbol interposition) and pass every request on to glibc's own
///   allocator, counting each call while a probe runs. Swift's runtime allocates objects,
///   closure contexts and array buffers through these calls, so the count includes them.
/// - **retained bytes**: `mallinfo2()`'s bytes in use (`uordblks + hblkhd`, every arena)
///   after the work minus before. Freed blocks that glibc keeps in its per-thread cache still
///   count as in use, so a delta of a few hundred bytes is noise, not a leak; a leak of one
///   byte per tap over a million taps shows as a megabyte.
enum AllocationProbe {
    /// What one measured run allocated.
    struct Result {
        /// Allocation calls made during the run.
        var allocations: UInt64
        /// Bytes in use after the run minus before (negative when the run freed more).
        var retainedBytes: Int
    }

    /// Whether counting works here (Linux with glibc).
    static var isSupported: Bool { tabbar_bench_allocations_supported() != 0 }

    /// Runs `body` once, counting the allocation calls it makes and the bytes it leaves behind.
    static func measure(_ body: () -> Void) -> Result {
        let before = tabbar_bench_bytes_in_use()
        tabbar_bench_allocations_start()
        body()
        let allocations = tabbar_bench_allocations_stop()
        let after = tabbar_bench_bytes_in_use()
        return Result(allocations: allocations, retainedBytes: after - before)
    }
}
