/// Times a piece of work with `ContinuousClock`: one untimed warm-up run, then
/// ``repetitions`` timed runs; reports the median, so one noisy run (another process on a
/// shared core) does not move the figure.
struct Sampler {
    /// Timed runs after the warm-up.
    var repetitions: Int

    /// The median wall time of `body`, divided by the number of `operations` it performs.
    func medianSeconds(perOperations operations: Int, _ body: () -> Void) -> Double {
        body()  // warm-up: caches, lazily built tables, allocator free lists
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<max(1, repetitions) {
            samples.append(clock.measure(body).seconds / Double(max(1, operations)))
        }
        return Self.median(samples)
    }

    /// The middle value (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
