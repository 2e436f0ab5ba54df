import TabBarKit
import TabBarRendering
import Testing

/// The bar is filled along the wave's outline in the behaviour contract (Model). The expected numbers are computed here
/// from the contract's formula, not from the renderer or the core's geometry.
@MainActor
struct WavePathTests {
    /// The behaviour contract (Model): the wave's outline for centre `c`, radius `r`, width `w`, height 49.
    static func contractPath(c: Double, r: Double, w: Double) -> [(String, [Double])] {
        let h = 49.0
        return [
            ("M", [0, 0]),
            ("L", [c - 2 * r, 0]),
            ("Q", [c - r - 13, 0, c - r, r / 2]),
            ("C", [c - r + r / 2, r + r / 2, c + r - r / 2, r + r / 1.8, c + r, r / 2]),
            ("Q", [c + r + 13, 0, c + 2 * r, 0]),
            ("L", [w, 0]),
            ("L", [w, h]),
            ("L", [0, h]),
            ("Z", []),
        ]
    }

    /// Splits path data into commands and their numbers.
    nonisolated static func parse(_ d: String) -> [(String, [String])] {
        var result: [(String, [String])] = []
        var number = ""
        func endNumber() {
            if !number.isEmpty, !result.isEmpty { result[result.count - 1].1.append(number) }
            number = ""
        }
        for character in d {
            if character.isLetter {
                endNumber()
                result.append((String(character), []))
            } else if character == " " || character == "," {
                endNumber()
            } else if character == "-", !number.isEmpty {
                endNumber()
                number = "-"
            } else {
                number.append(character)
            }
        }
        endNumber()
        return result
    }

    static func waveData(in document: String) throws -> String {
        let root = try XMLElement.parse(document)
        let wave = try #require(root.elements("path", class: "wave").first)
        return try #require(wave.attributes["d"])
    }

    func expectPath(_ d: String, equals expected: [(String, [Double])], tolerance: Double = 0) {
        let actual = Self.parse(d)
        #expect(actual.map(\.0) == expected.map(\.0), "commands of \(d)")
        for ((command, numbers), (_, expectedNumbers)) in zip(actual, expected) {
            let values = numbers.map { Double($0) }
            #expect(values.count == expectedNumbers.count, "\(command) in \(d)")
            for (value, expectedValue) in zip(values, expectedNumbers) {
                let value = value ?? .nan
                #expect(
                    abs(value - expectedValue) <= tolerance, "\(command): \(value) ≠ \(expectedValue) in \(d)"
                )
            }
        }
    }

    @Test func start_fillsTheBarAlongTheWaveUnderTheSelectedSlot() throws {
        let events = try Harness.events(
            TabBarConfiguration(tabs: Harness.tabs(["lessons", "archives", "search"])))
        let frame = try #require(Harness.frames(events).last)
        // Three slots in 390 points: slot 0's centre is 390 * 0.5 / 3 = 65; portrait radius 30.
        expectPath(try Self.waveData(in: frame.document), equals: Self.contractPath(c: 65, r: 30, w: 390))
    }

    @Test func landscapeRightToLeft_usesRadius25AndTheMirroredCentre() throws {
        let configuration = TabBarConfiguration(
            tabs: Harness.tabs(["a", "b", "c", "d"]), initial: "b",
            layout: TabBarLayout(width: 700, orientation: .landscape, direction: .rtl))
        let frame = try #require(Harness.frames(try Harness.events(configuration)).last)
        // Slot 1 of 4 in 700 points: 700 * 1.5 / 4 = 262.5, mirrored: 437.5.
        expectPath(try Self.waveData(in: frame.document), equals: Self.contractPath(c: 437.5, r: 25, w: 700))
    }

    @Test func tap_midWaveFrameFollowsEaseInEaseOut() throws {
        let events = try Harness.events(
            TabBarConfiguration(tabs: Harness.tabs(["lessons", "archives", "search"]))
        ) {
            presenter, _ in presenter.didTap(slot: 2)
        }
        let frames = Harness.frames(events, frameInterval: .milliseconds(100))
        let frame = try #require(frames.first { $0.time == .milliseconds(100) })
        // A quarter of 0.4 s; Core Animation's ease-in-ease-out (the Bézier (0.42, 0) (0.58, 1))
        // is at 0.129162 there; the dip's centre is rounded to the nearest 0.001 pt (the behaviour
        // contract, Motion): 98.582.
        let exact = 65 + (325 - 65) * AnimationPlaybackTests.Timeline.bezier([0.42, 0, 0.58, 1], at: 0.25)
        let centre = (exact * 1000).rounded() / 1000
        #expect(centre == 98.582)
        expectPath(
            try Self.waveData(in: frame.document), equals: Self.contractPath(c: centre, r: 30, w: 390),
            tolerance: 1e-9)
    }

    @Test func pathNumbers_areInShortestPlainForm() throws {
        let events = try Harness.events(TabBarConfiguration(tabs: Harness.tabs(["a", "b", "c"]))) {
            presenter, _ in
            presenter.didTap(slot: 1)
        }
        for frame in Harness.frames(events, frameInterval: .milliseconds(30)) {
            for (_, numbers) in Self.parse(try Self.waveData(in: frame.document)) {
                for number in numbers {
                    let isShortestPlain =
                        !number.contains("e") && !number.hasSuffix(".0") && number != "-0"
                        && !(number.contains(".") && number.hasSuffix("0"))
                    #expect(isShortestPlain, "\(number)")
                    #expect(
                        Double(number).map { "\($0)" }.map { $0 == number || $0 == number + ".0" } ?? false)
                }
            }
        }
    }
}
