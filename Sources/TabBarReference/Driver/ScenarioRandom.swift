internal import TabBarRandom

/// The randomness behind ``ScenarioGenerator``: a seeded `SplitMix64`, or the bytes of a
/// fuzzer's input (eight per draw; once they run out, a generator seeded with their count —
/// never a constant, which would stall the rejection sampling of `Int.random(in:using:)`), so
/// that a coverage-guided fuzzer steers the scenarios.
public struct ScenarioRandom: RandomNumberGenerator, Sendable {
    private var seeded: SplitMix64?
    private let bytes: [UInt8]
    private var position = 0

    /// Draws from a seeded generator.
    public init(seed: UInt64) {
        seeded = SplitMix64(seed: seed)
        bytes = []
    }

    /// Draws from `bytes`, eight at a time, then from a generator seeded with their count.
    public init(bytes: [UInt8]) {
        seeded = nil
        self.bytes = bytes
    }

    /// The next 64 bits.
    public mutating func next() -> UInt64 {
        if var generator = seeded {
            let value = generator.next()
            seeded = generator
            return value
        }
        guard position < bytes.count else {
            seeded = SplitMix64(seed: UInt64(bytes.count))
            return next()
        }
        var value: UInt64 = 0
        for _ in 0..<8 {
            value <<= 8
            if position < bytes.count {
                value |= UInt64(bytes[position])
                position += 1
            }
        }
        return value
    }
}
