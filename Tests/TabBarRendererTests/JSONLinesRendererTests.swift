import Foundation
import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct JSONLinesRendererTests {
    private static let header =
        "{\"kind\":\"header\",\"renderer\":\"json\",\"schema\":1,\"t\":0,\"version\":\"\(TabBarKitInfo.version)\"}"

    private func render(_ events: [TabBarEvent]) -> String {
        RendererConformance.output(of: events) { _, sink in JSONLinesRenderer(sink: sink) }
    }

    @Test(arguments: Scenario.all)
    func scenario_matchesGoldenFile(_ scenario: Scenario) throws {
        let output = try scenario.output { JSONLinesRenderer(sink: $0) }
        expectGolden(output, named: "\(scenario.name).jsonl")
    }

    @Test(arguments: Scenario.all)
    func scenario_parsesBackToTheEventsFieldByField(_ scenario: Scenario) throws {
        let events = try scenario.events()
        let output = try scenario.output { JSONLinesRenderer(sink: $0) }
        #expect(output.hasSuffix("\n"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == events.count + 1)
        #expect(lines.first.map(String.init) == Self.header)
        for (line, event) in zip(lines.dropFirst(), events) {
            let object = try #require(parseObject(line))
            expectJSON(object, describes: event)
        }
    }

    @Test func everyKind_keysAreSortedAndCompact() {
        let output = render(RendererFixtures.allKinds + RendererFixtures.hostileEvents)
        for line in output.split(separator: "\n") {
            for keys in keysInOrder(line) {
                #expect(keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "\(line)")
            }
            #expect(!line.contains("\": ") && !line.contains(", \"") && !line.contains(" {"))
        }
    }

    @Test func fixture_everyKindParsesBackToItsEvent() throws {
        let events = RendererFixtures.allKinds
        let lines = render(events).split(separator: "\n").dropFirst()
        try #require(lines.count == events.count)
        for (line, event) in zip(lines, events) {
            expectJSON(try #require(parseObject(line)), describes: event)
        }
        #expect(Set(events.map(\.message.kind)) == Set(TabBarMessage.allKinds))
    }

    @Test func hostileStrings_roundTripExactly() throws {
        let events = RendererFixtures.hostileEvents
        let lines = render(events).split(separator: "\n").dropFirst()
        try #require(lines.count == events.count)
        for (line, event) in zip(lines, events) {
            expectJSON(try #require(parseObject(line)), describes: event)
        }
    }

    @Test func strings_escapeControlsQuotesBidiAndKeepNonBMPRaw() {
        let title =
            "a\"b\\c\n\r\t\u{8}\u{C}\u{0}\u{1B}[0m\u{7F}\u{85}\u{202E}\u{2066}\u{200F}\u{61C}\u{2028}é😀𝄞"
        let output = render([TabBarEvent(time: .zero, message: .reselected(.tab(TabID(title))))])
        let line = output.split(separator: "\n")[1]
        #expect(
            line
                == #"{"kind":"reselected","t":0,"tab":"a\"b\\c\n\r\t\b\f\u0000\u001b[0m\u007f\u0085\u202e\u2066\u200f\u061c\u2028é😀𝄞"}"#
        )
    }

    @Test func numbers_shortestRoundTripWithoutTrailingZero() {
        let circle = CircleMove(
            x: 146.25, y: 30, alpha: 0.4, diameter: -0.0, icon: "i", duration: .milliseconds(1234))
        let third = 422 / 3.0
        let curve = WaveCurve(
            from: third, to: 1e-7, radius: 1e20, duration: .milliseconds(1500), timing: .linear)
        let output = render([
            TabBarEvent(time: .milliseconds(200), message: .circle(circle)),
            TabBarEvent(time: .milliseconds(61_005), message: .curve(curve)),
            TabBarEvent(
                time: .milliseconds(1),
                message: .circle(
                    CircleMove(x: -12, y: -0.5, alpha: .nan, diameter: .infinity, icon: "", duration: .zero))),
        ])
        #expect(
            output.split(separator: "\n").dropFirst() == [
                #"{"alpha":0.4,"diameter":0,"duration":1.234,"icon":"i","kind":"circle","t":0.2,"x":146.25,"y":30}"#,
                #"{"duration":1.5,"from":140.66666666666666,"kind":"curve","radius":1e+20,"t":61.005,"timing":"linear","to":1e-07}"#,
                #"{"alpha":null,"diameter":null,"duration":0,"icon":"","kind":"circle","t":0.001,"x":-12,"y":-0.5}"#,
            ])
        #expect(Double("140.66666666666666") == third)
    }

    @Test func noEvents_finishWritesTheHeaderOnly() {
        #expect(render([]) == Self.header + "\n")
    }

    @Test func eachEvent_isWrittenAtOnce() {
        let sink = StringSink()
        let renderer = JSONLinesRenderer(sink: sink)
        renderer.render(TabBarEvent(time: .zero, message: .interaction(isEnabled: true)))
        #expect(sink.text == Self.header + "\n" + #"{"enabled":true,"kind":"interaction","t":0}"# + "\n")
        renderer.finish()
        #expect(sink.text.split(separator: "\n").count == 2)
    }

    @Test func conformance() {
        RendererConformance.check { _, sink in JSONLinesRenderer(sink: sink) }
    }
}
