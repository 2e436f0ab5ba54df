import Foundation  // clock_gettime, from Glibc or Darwin

/// Times a piece of work: one untimed warm-up run, then ``repetitions`` timed runs, each
/// measured by `ContinuousClock` (wall time) and by this thread's CPU time. It reports the
/// medians, so one noisy run (another process on a shared core) does not move the figure;
/// CPU time shows what the work costs when the machine is busy with other processes.
struct Sampler {
    /// The medians of one figure, per operation.
    struct Sample {
        /// Wall time, seconds.
        var wall: Double
        /// CPU time of this thread, seconds.
        var cpu: Double
    }

    /// Timed runs after the warm-up.
    var repetitions: Int

    /// The median times of `body`, divided by the number of `operations` it performs.
    func measure(operations: Int, _ body: () -> Void) -> Sample {
        body()  // warm-up: caches, lazily built tables, allocator free lists
        let clock = ContinuousClock()
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let cpuStart = Self.threadCPUTime()
            wall.append(clock.measure(body).seconds / Double(max(1, operations)))
            cpu.append((Self.threadCPUTime() - cpuStart) / Double(max(1, operations)))
        }
        return Sample(wall: Self.median(wall), cpu: Self.median(cpu))
    }

    /// The least times of `batches` short runs of `body`, divided by the number of `operations`
    /// it performs, after one untimed run. A batch is short enough that some run between two of
    /// the machine's other processes: the least is what the work costs on a quiet machine, so a
    /// budget judged on it holds on a busy one and still moves with the code.
    static func best(operations: Int, batches: Int, _ body: () -> Void) -> Sample {
        body()
        let clock = ContinuousClock()
        var best = Sample(wall: .infinity, cpu: .infinity)
        for _ in 0..<max(1, batches) {
            let cpuStart = threadCPUTime()
            let wall = clock.measure(body).seconds / Double(max(1, operations))
            let cpu = (threadCPUTime() - cpuStart) / Double(max(1, operations))
            best = Sample(wall: min(best.wall, wall), cpu: min(best.cpu, cpu))
        }
        return best
    }

    /// The median times of two pieces of work, timed in alternation (one of each per
    /// repetition) so that a slow spell on the machine hits both alike: for ratios.
    func measure(operations: Int, _ first: () -> Void, against second: () -> Void) -> (Sample, Sample) {
        first()
        second()
        let clock = ContinuousClock()
        var wall: ([Double], [Double]) = ([], [])
        var cpu: ([Double], [Double]) = ([], [])
        for _ in 0..<max(1, repetitions) {
            var cpuStart = Self.threadCPUTime()
            wall.0.append(clock.measure(first).seconds / Double(max(1, operations)))
            cpu.0.append((Self.threadCPUTime() - cpuStart) / Double(max(1, operations)))
            cpuStart = Self.threadCPUTime()
            wall.1.append(clock.measure(second).seconds / Double(max(1, operations)))
            cpu.1.append((Self.threadCPUTime() - cpuStart) / Double(max(1, operations)))
        }
        return (
            Sample(wall: Self.median(wall.0), cpu: Self.median(cpu.0)),
            Sample(wall: Self.median(wall.1), cpu: Self.median(cpu.1))
        )
    }

    /// The middle value (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// This thread's CPU time in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
