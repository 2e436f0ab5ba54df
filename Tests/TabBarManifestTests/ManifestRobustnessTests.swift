import TabBarKit
import TabBarManifest
import TabBarRandom
import Testing

/// Mutated manifests never crash the decoder: each one decodes or throws a positioned error.
struct ManifestRobustnessTests {

    @Test func mutatedDemoManifest_decodesOrFailsWithAPosition() {
        let original = Array(DemoManifest.json.utf8)
        let interesting = Array(#"{}[]",:0-.e"\u"#.utf8) + [0x00, 0x0A, 0xFF, 0xC3, 0xED]
        var generator = SplitMix64(seed: 42)  // so every run mutates the same way
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

extension SplitMix64 {
    /// A number in `0 ..< bound`.
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
