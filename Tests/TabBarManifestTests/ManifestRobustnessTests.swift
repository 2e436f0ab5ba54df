import TabBarKit
import TabBarManifest
import Testing

/// Mutated manifests never crash the decoder: each one decodes or throws a positioned error.
struct ManifestRobustnessTests {
    /// SplitMix64, so every run mutates the same way.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    @Test func mutatedDemoManifest_decodesOrFailsWithAPosition() {
        let original = Array(DemoManifest.json.utf8)
        let interesting = Array(#"{}[]",:0-.e"\u"#.utf8) + [0x00, 0x0A, 0xFF, 0xC3, 0xED]
        var generator = Generator(state: 42)
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0...generator.below(4) {
                let index = generator.below(bytes.count)
                switch generator.below(3) {
                case 0: bytes[index] = interesting[generator.below(interesting.count)]
                case 1: bytes.remove(at: index)
                default: bytes.insert(interesting[generator.below(interesting.count)], at: index)
                }
            }
            do {
                try ManifestDecoder.decode(bytes, path: "m.json").validate()
            } catch let error as ManifestError {
                #expect(error.line >= 1 && error.column >= 1)
                #expect(error.description.hasPrefix("m.json:\(error.line):\(error.column): error: "))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
