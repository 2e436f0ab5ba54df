import TabBarKit
import TabBarRendering
import Testing

@testable import TabBarTesting

/// The diff under every failure message: a shortest edit script, removals before additions in
/// each run of differences, in linear space and O((n + m)·D) time.
struct EditScriptTests {
    /// The script's unchanged and removed elements give `expected` back, its unchanged and added
    /// ones `actual`.
    private func sides<Element>(_ steps: [EditStep<Element>]) -> (expected: [Element], actual: [Element]) {
        var expected: [Element] = []
        var actual: [Element] = []
        for step in steps {
            switch step {
            case .same(let element):
                expected.append(element)
                actual.append(element)
            case .removed(let element): expected.append(element)
            case .added(let element): actual.append(element)
            }
        }
        return (expected, actual)
    }

    /// The length of a longest common subsequence, by the textbook O(n·m) table.
    private func commonLength(_ a: [Int], _ b: [Int]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for i in a.indices {
            var row = [Int](repeating: 0, count: b.count + 1)
            for j in b.indices {
                row[j + 1] = a[i] == b[j] ? previous[j] + 1 : max(previous[j + 1], row[j])
            }
            previous = row
        }
        return previous[b.count]
    }

    private func render(_ steps: [EditStep<String>]) -> String {
        steps.map { step in
            switch step {
            case .same(let element): "  \(element)"
            case .removed(let element): "− \(element)"
            case .added(let element): "+ \(element)"
            }
        }.joined(separator: "\n")
    }

    @Test func randomLists_getAShortestScript_removalsFirst() {
        var seed: UInt64 = 0x2025_1202
        func next(_ bound: Int) -> Int {
            // A 64-bit linear congruential generator (Knuth's MMIX constants): enough to vary the cases.
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let alphabet = 1 + next(5)
            let a = (0..<next(25)).map { _ in next(alphabet) }
            let b = (0..<next(25)).map { _ in next(alphabet) }
            let steps = editScript(a, b)
            let (expected, actual) = sides(steps)
            #expect(expected == a && actual == b, "\(a) → \(b)")
            let kept = steps.filter { if case .same = $0 { true } else { false } }.count
            #expect(kept == commonLength(a, b), "not a shortest script for \(a) → \(b)")
            // In each run of differences, no removal follows an addition.
            var sawAddition = false
            for step in steps {
                switch step {
                case .same: sawAddition = false
                case .added: sawAddition = true
                case .removed: #expect(!sawAddition, "an addition before a removal for \(a) → \(b)")
                }
            }
        }
    }

    @Test func emptyAndEqualLists() {
        #expect(editScript([Int](), []).isEmpty)
        #expect(render(editScript(["a"], [])) == "− a")
        #expect(render(editScript([], ["a"])) == "+ a")
        #expect(render(editScript(["a", "b"], ["a", "b"])) == "  a\n  b")
        #expect(render(editScript(["a", "b", "c"], ["x", "y"])) == "− a\n− b\n− c\n+ x\n+ y")
    }

    @Test func scripts_asTheDiffsShowThem() {
        #expect(
            render(editScript(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"]))
                == "  a\n− b\n+ x\n  c\n  d\n+ e")
        #expect(render(editScript(["a", "b"], ["b", "a"])) == "− a\n  b\n+ a")
        #expect(render(editScript(["x", "a", "y"], ["a", "z"])) == "− x\n  a\n− y\n+ z")
    }

    /// An element that counts how often it is compared.
    private final class Counted: Equatable {
        nonisolated(unsafe) static var comparisons = 0
        let value: Int
        init(_ value: Int) { self.value = value }
        static func == (lhs: Counted, rhs: Counted) -> Bool {
            comparisons += 1
            return lhs.value == rhs.value
        }
    }

    /// Two long lists with a few differences cost a few passes over them, not n·m comparisons
    /// (which, with the table it replaced, took 83 s and 1.15 GB for 12,000 messages).
    @Test func longListsWithFewDifferences_costAboutOnePass() {
        let count = 4_000
        let a = (0..<count).map(Counted.init)
        var b = a
        b[1_000] = Counted(-1)
        b.remove(at: 2_500)
        b.insert(Counted(-2), at: 3_000)
        Counted.comparisons = 0
        let steps = editScript(a, b)
        #expect(Counted.comparisons < 20 * count, "\(Counted.comparisons) comparisons for \(count) elements")
        #expect(steps.filter { if case .same = $0 { false } else { true } }.count == 4)
    }

    /// Two long lists with nothing in common (more differences than the search for a middle
    /// goes into) still get a valid script, soon: all removed, then all added.
    @Test func longListsWithNothingInCommon_getAValidScript() {
        let a = Array(0..<20_000)
        let b = Array(20_000..<40_000)
        let steps = editScript(a, b)
        let (expected, actual) = sides(steps)
        #expect(expected == a && actual == b)
    }

    /// 100,000 messages that differ in one: the diff lists them all, with one `−` and one `+`.
    @Test func hundredThousandMessages_oneDifference() {
        let expected = (0..<100_000).map { TabBarMessage.input(TabID("t\($0 % 7)"), $0 % 2 == 0) }
        var actual = expected
        actual[60_000] = .interaction(true)
        let lines = TestDescription.diff(expected: expected, actual: actual).split(separator: "\n")
        #expect(lines.count == 100_001)
        #expect(lines[60_000] == "− input(t3, hover, true)")
        #expect(lines[60_001] == "+ interaction(true)")
        #expect(lines.filter { !$0.hasPrefix("  ") }.count == 2)
    }
}
