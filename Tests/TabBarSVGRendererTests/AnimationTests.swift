import TabBarKit
import TabBarRendering
import Testing

/// The animated document plays the run in real time: its key times are the instants and the
/// motions' ends, as fractions of one duration, and its splines follow ease-in-ease-out.
@MainActor
struct AnimationTests {
    static func tapDocument() throws -> (XMLElement, SVGAnimationBuilder) {
        let events = try Harness.events(
            TabBarConfiguration(tabs: Harness.tabs(["lessons", "archives", "search"]))
        ) {
            presenter, _ in presenter.didTap(slot: 2)
        }
        let builder = SVGAnimationBuilder(events: events)
        return (try XMLElement.parse(builder.document()), builder)
    }

    nonisolated static func numbers(_ list: String?) -> [Double] {
        (list ?? "").split(whereSeparator: { $0 == ";" || $0 == " " }).compactMap { Double($0) }
    }

    @Test func tap_isWellFormedAndLastsTheRunPlusTheHold() throws {
        let (root, builder) = try Self.tapDocument()
        #expect(root.name == "svg")
        // The last motion (wave and rise) ends at 0.4 s; then 1 s of hold.
        #expect(builder.totalDuration == .milliseconds(1400))
        let animations = root.allElements.filter { $0.name == "animate" || $0.name == "animateTransform" }
        #expect(!animations.isEmpty)
        #expect(
            animations.allSatisfy {
                $0.attributes["dur"] == "1.4s" && $0.attributes["repeatCount"] == "indefinite"
            })
        for animation in animations {
            let times = Self.numbers(animation.attributes["keyTimes"])
            #expect(times.first == 0)
            #expect(times == times.sorted())
            #expect(times.count == (animation.attributes["values"] ?? "").split(separator: ";").count)
        }
    }

    @Test func wave_movesFromSlotToSlotAtTheRunsInstants() throws {
        let (root, _) = try Self.tapDocument()
        let wave = try #require(root.elements("path", class: "wave").first)
        let animation = try #require(wave.children.first { $0.attributes["attributeName"] == "d" })
        let times = Self.numbers(animation.attributes["keyTimes"])
        // Key times at 0, the circle's turn at 0.2 s (twice: before and after the instant), the
        // wave's end at 0.4 s, and the end: fractions of 1.4 s.
        let expected = [0, 0.2 / 1.4, 0.2 / 1.4, 0.4 / 1.4, 1]
        #expect(times.count == expected.count)
        for (time, expectedTime) in zip(times, expected) { #expect(abs(time - expectedTime) < 1e-12) }
        // The dip's centre at those times: 65, halfway (ease-in-ease-out is 0.5 at half time), 325.
        let paths = (animation.attributes["values"] ?? "").split(separator: ";").map(String.init)
        let centres = paths.map { path in
            WavePathTests.parse(path)[1].1.first.flatMap(Double.init).map { $0 + 60 }
        }
        #expect(centres == [65, 195, 195, 325, 325])
    }

    @Test func wave_splinesFollowEaseInEaseOut() throws {
        let (root, _) = try Self.tapDocument()
        let wave = try #require(root.elements("path", class: "wave").first)
        let animation = try #require(wave.children.first { $0.attributes["attributeName"] == "d" })
        #expect(animation.attributes["calcMode"] == "spline")
        let splines = (animation.attributes["keySplines"] ?? "").split(separator: ";").map {
            Self.numbers(String($0))
        }
        // Segment 0 → 0.2 s is the first half of the 0.4 s wave, 0.2 → 0.4 s the second half.
        // Each segment's spline, played from its key time to the next, must follow the wave's own
        // curve there, relative to the segment: (p(f) − p(a)) / (p(b) − p(a)), p being Core
        // Animation's ease-in-ease-out, the Bézier (0.42, 0) (0.58, 1).
        let bezier = AnimationPlaybackTests.Timeline.bezier(_:at:)
        func p(_ t: Double) -> Double { bezier([0.42, 0, 0.58, 1], t) }
        for (segment, (a, b)) in [(0, (0.0, 0.5)), (2, (0.5, 1.0))] {
            for f in stride(from: 0.05, to: 1, by: 0.05) {
                let played = bezier(splines[segment], f)
                let expected = (p(a + (b - a) * f) - p(a)) / (p(b) - p(a))
                #expect(abs(played - expected) < 1e-5, "segment \(segment) at \(f): \(played) vs \(expected)")
            }
        }
        // The first half of the Bézier, cut at its middle (de Casteljau) and rescaled.
        #expect(splines[0] == [0.42, 0, 0.71, 0.5])
        #expect(splines[2] == [0.29, 0.5, 0.58, 1])
    }

    @Test func circle_sinksFadesSwapsIconAndRises() throws {
        let (root, _) = try Self.tapDocument()
        let circle = try #require(root.elements("g", class: "circle").first)
        let opacity = try #require(circle.children.first { $0.attributes["attributeName"] == "opacity" })
        #expect(Self.numbers(opacity.attributes["values"]) == [1, 0, 0, 1, 1])
        let move = try #require(circle.children.first { $0.name == "animateTransform" })
        #expect(move.attributes["values"] == "65 0;65 30;325 30;325 0;325 0")
        let icons = circle.children.filter { $0.attributes["visibility"] != nil }
        #expect(
            icons.map { $0.elements("g", class: "icon").first?.attributes["data-icon"] } == [
                "lessons-icon", "search-icon",
            ])
        let swap = try #require(icons[1].children.first { $0.attributes["attributeName"] == "visibility" })
        #expect(swap.attributes["values"] == "hidden;visible")
        #expect(Self.numbers(swap.attributes["keyTimes"]).last.map { abs($0 - 0.2 / 1.4) < 1e-12 } == true)
    }

    @Test func noEvents_stillWritesAWellFormedDocument() throws {
        let root = try XMLElement.parse(SVGAnimationBuilder().document())
        #expect(root.name == "svg")
    }
}
