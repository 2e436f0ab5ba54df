import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// The text renderer keeps the `TabBarRenderer` contract, as the conformance kit checks it.
///
/// `.everyKindWrites` is left out on purpose: the text renderer draws the bar's state, one
/// frame per instant, so a message that changes nothing visible (an `interaction true` at
/// start, a zero-length `curve` to where the wave already is) adds no output of its own.
@Suite(.tabBarChecks)
@MainActor
struct TextRendererConformanceTests {
    static let checks = RendererConformance.Checks.all.subtracting(.everyKindWrites)

    @Test func textRenderer_conforms() {
        RendererConformance.check(Self.checks) { options, sink in TextRenderer(options: options, sink: sink) }
    }

    @Test(arguments: [
        RendererOptions(color: true), RendererOptions(columns: 20), RendererOptions(columns: 200),
    ])
    func textRenderer_conformsWithOptions(options: RendererOptions) {
        RendererConformance.check(Self.checks, options: options) { options, sink in
            TextRenderer(options: options, sink: sink)
        }
    }

    @Test func standardRegistry_makesTheTextRendererWithItsOptions() throws {
        RendererConformance.check(Self.checks, registry: .standard, named: "text")
        let sink = StringSink()
        let renderer = try RendererRegistry.standard.makeRenderer(
            named: "text", options: RendererOptions(color: true, columns: 40), output: sink)
        let events = RendererFixtures.allKinds.prefix(5)
        for event in events { renderer.render(event) }
        renderer.finish()
        let expected = StringSink()
        let direct = TextRenderer(options: RendererOptions(color: true, columns: 40), sink: expected)
        for event in events { direct.render(event) }
        direct.finish()
        #expect(sink.text == expected.text)
        #expect(sink.text.contains("\u{1B}["))
    }
}
