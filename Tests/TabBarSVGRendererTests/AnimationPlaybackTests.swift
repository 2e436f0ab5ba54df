import TabBarKit
import TabBarRendering
import TabBarTestSupport
import Testing

/// Plays the animated document the way a SMIL engine does (key times, splines, linear
/// interpolation of every number) and checks it against the scene drawn at the same instant:
/// the browser shows what the frames show, interrupted motions included.
@MainActor
struct AnimationPlaybackTests {
    /// One `<animate>`'s timeline.
    struct Timeline {
        let keyTimes: [Double]
        let values: [[Double]]
        let splines: [[Double]]

        init(_ element: XMLElement) {
            keyTimes = AnimationTests.numbers(element.attributes["keyTimes"])
            values = (element.attributes["values"] ?? "").split(separator: ";").map {
                WavePathTests.parse("M" + $0).flatMap { $0.1.compactMap(Double.init) }
            }
            splines = (element.attributes["keySplines"] ?? "").split(separator: ";").map {
                AnimationTests.numbers(String($0))
            }
        }

        /// The numbers at `fraction` of the duration.
        func value(at fraction: Double) -> [Double] {
            guard let index = keyTimes.indices.last(where: { keyTimes[$0] <= fraction }),
                index < keyTimes.count - 1
            else { return values.last ?? [] }
            let span = keyTimes[index + 1] - keyTimes[index]
            let local = span > 0 ? (fraction - keyTimes[index]) / span : 1
            let progress = Self.bezier(splines[index], at: local)
            return zip(values[index], values[index + 1]).map { $0 + ($1 - $0) * progress }
        }

        /// A CSS/SMIL timing spline: solve x(u) = x by bisection, return y(u).
        static func bezier(_ controls: [Double], at x: Double) -> Double {
            BezierReference.progress(
                at: x, x1: controls[0], y1: controls[1], x2: controls[2], y2: controls[3])
        }
    }

    static func tourEvents() throws -> [TabBarEvent] {
        var tabs = Harness.tabs(["home", "lessons", "archives", "search", "profile", "settings"])
        tabs[1].badge = "2"
        return try Harness.events(TabBarConfiguration(tabs: tabs, maxVisible: 5)) { presenter, clock in
            clock.advance(by: .milliseconds(300))
            presenter.didTap(slot: 3)
            clock.advance(by: .milliseconds(500))
            presenter.didTap(.more)
            clock.advance(by: .milliseconds(700))
            presenter.didPick("settings")
            clock.advance(by: .milliseconds(600))
            presenter.didTap(slot: 0)
            clock.advance(by: .milliseconds(150))  // mid-wave: the layout change cuts it short
            try presenter.didChangeLayout(TabBarLayout(width: 600, orientation: .landscape))
            clock.advance(by: .milliseconds(500))
            presenter.didTap(slot: 2)
            clock.advance(by: .milliseconds(100))  // mid-sink: hide the bar
            presenter.setHidden(true)
            clock.advance(by: .milliseconds(800))
            presenter.setHidden(false)
        }
    }

    /// Taps that interrupt each other (tap policy `interrupt`, the behaviour contract, section Motion): the wave turns
    /// mid-way, twice, and the circle sinks from wherever it is.
    static func interruptedEvents() throws -> [TabBarEvent] {
        let tabs = Harness.tabs(["home", "lessons", "archives", "search", "profile"])
        return try Harness.events(TabBarConfiguration(tabs: tabs, tapPolicy: .interrupt)) {
            presenter, clock in
            clock.advance(by: .milliseconds(300))
            presenter.didTap(slot: 4)
            clock.advance(by: .milliseconds(130))
            presenter.didTap(slot: 1)
            clock.advance(by: .milliseconds(250))
            presenter.didTap(slot: 3)
            clock.advance(by: .milliseconds(399))
            presenter.didTap(slot: 0)
            clock.advance(by: .milliseconds(100))
            presenter.setHidden(true)  // mid-move
            clock.advance(by: .milliseconds(500))
            presenter.setHidden(false)
        }
    }

    @Test func playback_ofInterruptedTaps_matchesTheSceneAtEveryInstant() throws {
        try checkPlayback(of: Self.interruptedEvents(), atLeast: 200)
    }

    @Test func playback_matchesTheSceneAtEveryInstant() throws {
        try checkPlayback(of: Self.tourEvents(), atLeast: 300)
    }

    private func checkPlayback(of events: [TabBarEvent], atLeast minimum: Int) throws {
        let builder = SVGAnimationBuilder(events: events)
        let root = try XMLElement.parse(builder.document())
        let total = builder.totalDuration.seconds

        func timeline(_ name: String, _ className: String, _ attribute: String) throws -> Timeline {
            let element = try #require(root.elements(name, class: className).first)
            return Timeline(
                try #require(element.children.first { $0.attributes["attributeName"] == attribute }))
        }
        let wave = try timeline("path", "wave", "d")
        let circleMove = try timeline("g", "circle", "transform")
        let circleAlpha = try timeline("g", "circle", "opacity")
        let bar = try timeline("g", "bar", "transform")

        var checked = 0
        for millisecond in stride(from: 5, to: Int(total * 1000), by: 10) {
            let time = Duration.milliseconds(millisecond)
            var scene = TabBarScene()
            for event in events where event.time <= time { scene.apply(event) }
            let frame = scene.frame(at: time)
            let fraction = time.seconds / total
            let radius = frame.display?.geometry.waveRadius ?? 30
            let played = [
                wave.value(at: fraction)[2] + 2 * radius,  // `L c−2r 0` is the path's second point
                circleMove.value(at: fraction)[0], circleMove.value(at: fraction)[1],
                circleAlpha.value(at: fraction)[0],
                bar.value(at: fraction)[1],
            ]
            let expected = [
                frame.waveX, frame.circle.x, frame.circle.y, frame.circle.alpha,
                SVGCanvas.topMargin + (1 - frame.barVisibility) * SVGCanvas.height,
            ]
            for (name, (value, wanted)) in zip(
                ["wave", "circle x", "circle y", "alpha", "bar"], zip(played, expected))
            {
                #expect(
                    abs(value - wanted) < 0.01,
                    "\(name) at \(millisecond) ms: played \(value), scene \(wanted)")
            }
            checked += 1
        }
        #expect(checked > minimum)
    }
}

extension AnimationPlaybackTests {
    /// Core Animation's ease-in-ease-out, worked out independently of the renderer.
    nonisolated static func referenceEaseInEaseOut(_ fraction: Double) -> Double {
        BezierReference.easeInEaseOut(fraction)
    }

    @Test func playback_waveAndCircleFollowTheBezierWithin1e6_atAThousandPoints() throws {
        let (root, builder) = try AnimationTests.tapDocument()
        let total = builder.totalDuration.seconds
        let wave = Timeline(
            try #require(
                root.elements("path", class: "wave").first?.children.first {
                    $0.attributes["attributeName"] == "d"
                }))
        let sink = Timeline(
            try #require(
                root.elements("g", class: "circle").first?.children.first { $0.name == "animateTransform" }))
        var worst = (wave: 0.0, sink: 0.0)
        for index in 0..<1000 {
            // The wave: 65 → 325 over 0.4 s; the circle sinks 0 → 30 over its first 0.2 s.
            let f = Double(index) / 999
            let centre = wave.value(at: f * 0.4 / total)[2] + 60  // `L c−2r 0`, r = 30
            worst.wave = max(worst.wave, abs((centre - 65) / 260 - Self.referenceEaseInEaseOut(f)))
            let y = sink.value(at: f * 0.2 / total)[1]
            worst.sink = max(worst.sink, abs(y / 30 - Self.referenceEaseInEaseOut(f)))
        }
        #expect(worst.wave < 1e-6 && worst.sink < 1e-6, "largest errors \(worst)")
    }
}
