/// A small, fast, seeded random number generator (SplitMix64), so that a sequence is
/// reproduced exactly from its seed on every platform.
///
/// The one generator behind every seeded run of the package: the reference model's scenarios
/// (`ScenarioGenerator`), the randomised check of `TabBarTesting` (`RandomisedPresenterCheck`)
/// and the randomised tests. Its sequence for a seed never changes, so a seed printed by a
/// failing run replays that run.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let slot = Int.random(in: 0..<5, using: &random)  // the same slot on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
