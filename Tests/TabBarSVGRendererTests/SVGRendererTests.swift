import TabBarKit
import TabBarRendering
import Testing

@MainActor
struct SVGRendererTests {
    static let threeTabs = TabBarConfiguration(tabs: Harness.tabs(["lessons", "archives", "search"]))

    static func tapEvents() throws -> [TabBarEvent] {
        try Harness.events(threeTabs) { presenter, _ in presenter.didTap(slot: 2) }
    }

    @Test func frames_writesOneStandaloneDocumentPerInstantToTheSink() throws {
        let sink = StringSink()
        let renderer = SVGRenderer(sink: sink)
        for event in try Self.tapEvents() { renderer.render(event) }
        renderer.finish()
        let documents = sink.text.components(separatedBy: SVGFrameDrawer.xmlDeclaration).dropFirst()
        #expect(documents.count == 3)
        for document in documents {
            let root = try XMLElement.parse(SVGFrameDrawer.xmlDeclaration + document)
            #expect(root.name == "svg")
            #expect(root.attributes["viewBox"] == "0 0 390 89")
        }
        let times = try documents.map {
            try XMLElement.parse(SVGFrameDrawer.xmlDeclaration + $0).attributes["data-time"]
        }
        #expect(times == ["0", "0.2", "0.4"])
    }

    @Test func onFrame_receivesNumberedFramesInsteadOfTheSink() throws {
        let sink = StringSink()
        var frames: [SVGFrame] = []
        let renderer = SVGRenderer(sink: sink) { frames.append($0) }
        for event in try Self.tapEvents() { renderer.render(event) }
        renderer.finish()
        renderer.finish()
        #expect(sink.text.isEmpty)
        #expect(frames.map(\.index) == [1, 2, 3])
        #expect(frames.map(\.fileName) == ["frame-0001.svg", "frame-0002.svg", "frame-0003.svg"])
    }

    @Test func frameInterval_addsFramesWhileSomethingMoves() throws {
        let frames = Harness.frames(try Self.tapEvents(), frameInterval: .milliseconds(50))
        #expect(frames.map { $0.time.wholeMilliseconds } == [0, 50, 100, 150, 200, 250, 300, 350, 400])
    }

    @Test func circle_sinksFadesAndRisesAtItsDiameter() throws {
        let frames = Harness.frames(try Self.tapEvents(), frameInterval: .milliseconds(100))
        let circles = try frames.map { frame in
            try #require(try XMLElement.parse(frame.document).elements("g", class: "circle").first)
        }
        let states = circles.map { [$0.attributes["transform"] ?? "", $0.attributes["opacity"] ?? ""] }
        // Ease-in-ease-out at half of each 0.2 s step is 0.5: half sunk, half faded.
        #expect(
            states == [
                ["translate(65 0)", "1"], ["translate(65 15)", "0.5"], ["translate(325 30)", "0"],
                ["translate(325 15)", "0.5"], ["translate(325 0)", "1"],
            ])
        #expect(circles.allSatisfy { $0.elements("circle").first?.attributes["r"] == "28.5" })
        #expect(
            circles.map { $0.attributes["data-icon"] } == ["lessons-icon", "lessons-icon"]
                + Array(repeating: "search-icon", count: 3))
    }

    @Test func display_drawsTitlesIndicatorDimmedDisabledAndMore() throws {
        var tabs = Harness.tabs(["a", "b", "c", "d", "e", "f"])
        tabs[1].isEnabled = false
        tabs[2].badge = "7"
        let events = try Harness.events(TabBarConfiguration(tabs: tabs, maxVisible: 4))
        let root = try XMLElement.parse(try #require(Harness.frames(events).last).document)
        let slots = root.elements("g", class: "slot")
        #expect(slots.map { $0.elements("text").first?.text } == ["A", "B", "C", "More"])
        #expect(slots.map { $0.attributes["class"] } == ["slot selected", "slot disabled", "slot", "slot"])
        #expect(slots.map { $0.children[1].attributes["opacity"] } == ["1", "0.25", "0.5", "0.5"])
        #expect(root.elements("rect", class: "indicator").count == 1)
        #expect(slots[0].elements("rect", class: "indicator").count == 1)
        #expect(slots[3].elements("g", class: "icon").first?.attributes["data-icon"] == "ellipsis")
        let badge = try #require(slots[2].elements("g", class: "badge").first)
        #expect(badge.elements("text").first?.text == "7")
        #expect(badge.elements("rect").first?.attributes["fill"] == "#ff3b30")
    }

    @Test func selectedBadge_ridesOnTheCircleOnlyOverItsSlot() throws {
        var tabs = Harness.tabs(["lessons", "archives", "search"])
        tabs[1].badge = "3"
        let events = try Harness.events(TabBarConfiguration(tabs: tabs)) { presenter, _ in
            presenter.didTap(slot: 1)
        }
        let frames = Harness.frames(events, frameInterval: .milliseconds(100))
        let badges = try frames.map { frame in
            let root = try XMLElement.parse(frame.document)
            let circle = try #require(root.elements("g", class: "circle").first)
            let items = try #require(root.elements("g", class: "items").first)
            return [
                circle.elements("g", class: "badge").first?.elements("text").first?.text,
                items.elements("g", class: "badge").first?.elements("text").first?.text,
            ]
        }
        // Sinking at Lessons (0, 0.1 s) the circle has no badge; from the jump to Archives
        // (0.2 s) on, it carries Archives' badge; the selected slot itself never draws one.
        #expect(badges == [[nil, nil], [nil, nil], ["3", nil], ["3", nil], ["3", nil]])
    }

    @Test func theme_changesTheColours() throws {
        func fills(_ events: [TabBarEvent]) throws -> [String?] {
            let root = try XMLElement.parse(try #require(Harness.frames(events).last).document)
            return [
                root.elements("rect", class: "page").first?.attributes["fill"],
                root.elements("path", class: "wave").first?.attributes["fill"],
            ]
        }
        let light = try fills(try Harness.events(Self.threeTabs))
        let dark = try fills(
            try Harness.events(Self.threeTabs) { presenter, _ in presenter.didChangeTheme(.dark) })
        #expect(light[0] != dark[0])
        #expect(light[1] != dark[1])
    }

    @Test func hide_slidesTheBarBelowTheCanvas() throws {
        let events = try Harness.events(Self.threeTabs) { presenter, clock in
            clock.advance(by: .seconds(1))
            presenter.setHidden(true)
        }
        let frames = Harness.frames(events, frameInterval: .milliseconds(150))
        let bars = try frames.map {
            try #require(try XMLElement.parse($0.document).elements("g", class: "bar").first).attributes[
                "transform"]
        }
        // At rest 40 points down; halfway through 0.3 s, half of the 89-point canvas lower; then off it.
        #expect(bars == ["translate(0 40)", "translate(0 40)", "translate(0 84.5)", "translate(0 129)"])
    }

    @Test func optionsAnimate_writesOneAnimatedDocumentAtFinish() throws {
        let sink = StringSink()
        let renderer = SVGRenderer(
            options: RendererOptions(extra: [SVGRenderer.animateOption: "true"]), sink: sink)
        #expect(renderer.mode == .animated)
        for event in try Self.tapEvents() { renderer.render(event) }
        #expect(sink.text.isEmpty)
        renderer.finish()
        renderer.finish()
        #expect(sink.text.components(separatedBy: "<svg ").count == 2)
        _ = try XMLElement.parse(sink.text)
    }

    @Test func optionsFPS_addsInBetweenFrames() throws {
        var times: [Int64] = []
        let options = RendererOptions(extra: [SVGRenderer.framesPerSecondOption: "20"])
        let sink = StringSink()
        let renderer = SVGRenderer(options: options, sink: sink)
        #expect(renderer.frameInterval == .milliseconds(50))
        for event in try Self.tapEvents() { renderer.render(event) }
        renderer.finish()
        for document in sink.text.components(separatedBy: SVGFrameDrawer.xmlDeclaration).dropFirst() {
            let time = try XMLElement.parse(SVGFrameDrawer.xmlDeclaration + document).attributes["data-time"]
            times.append(Int64(((Double(time ?? "") ?? -1) * 1000).rounded()))
        }
        #expect(times == [0, 50, 100, 150, 200, 250, 300, 350, 400])
    }

    @Test(arguments: ["0", "-5", "1001", "fast", ""])
    func optionsFPS_ignoresValuesOutOfRange(value: String) {
        let options = RendererOptions(extra: [SVGRenderer.framesPerSecondOption: value])
        #expect(SVGRenderer(options: options, sink: NullSink()).frameInterval == nil)
    }

    @Test func sameEvents_sameBytes() throws {
        let events = try Self.tapEvents()
        func render(_ mode: SVGRenderer.Mode) -> String {
            let sink = StringSink()
            let renderer = SVGRenderer(sink: sink, mode: mode, frameInterval: .milliseconds(40))
            for event in events { renderer.render(event) }
            renderer.finish()
            return sink.text
        }
        for mode in SVGRenderer.Mode.allCases {
            #expect(render(mode) == render(mode))
            #expect(!render(mode).isEmpty)
        }
    }

    @Test func icons_knownNamesGetADrawingOthersTheirInitial() throws {
        let names = ["house.fill", "cog-6-tooth", "escape", "zebra"]
        let tabs = names.enumerated().map { Tab(id: TabID("t\($0.offset)"), title: "T", icon: $0.element) }
        let events = try Harness.events(
            TabBarConfiguration(tabs: tabs + Harness.tabs(["last"]), initial: "last"))
        let root = try XMLElement.parse(try #require(Harness.frames(events).last).document)
        let icons = root.elements("g", class: "icon").filter {
            names.contains($0.attributes["data-icon"] ?? "")
        }
        // A drawing has no letter; an unknown name shows its first letter.
        #expect(icons.map { $0.elements("text").first?.text } == [nil, nil, "E", "Z"])
    }

    @Test func messagesBeforeAnyDisplay_stillDrawAWellFormedBar() throws {
        let sink = StringSink()
        let renderer = SVGRenderer(sink: sink)
        renderer.render(TabBarEvent(time: .zero, message: .interaction(isEnabled: false)))
        renderer.render(TabBarEvent(time: .milliseconds(5), message: .rejected(nil, reason: .unavailable)))
        renderer.finish()
        let documents = sink.text.components(separatedBy: SVGFrameDrawer.xmlDeclaration).dropFirst()
        #expect(documents.count == 2)
        for document in documents { _ = try XMLElement.parse(SVGFrameDrawer.xmlDeclaration + document) }
    }
}
