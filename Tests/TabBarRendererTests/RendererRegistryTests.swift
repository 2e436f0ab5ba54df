import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// A custom renderer, as a user would write one: a Markdown table row per message.
@MainActor
private final class MarkdownRenderer: TabBarRenderer {
    private let sink: any TextSink
    private var hasHeader = false

    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        if !hasHeader {
            sink.write("| t (ms) | kind |\n|---|---|\n")
            hasHeader = true
        }
        sink.write("| \(event.milliseconds) | \(event.message.kind) |\n")
    }
}

@Suite(.tabBarChecks)
@MainActor
struct RendererRegistryTests {
    @Test func standard_hasEveryBuiltIn() throws {
        let registry = RendererRegistry.standard
        #expect(registry.names == ["json", "log", "svg", "text"])
        #expect(try registry.entry(named: "json").summary == JSONLinesRenderer.summary)
        let sink = StringSink()
        let renderer = try registry.makeRenderer(named: "log", output: sink)
        renderer.render(TabBarEvent(time: .milliseconds(5), message: .interaction(isEnabled: false)))
        #expect(sink.text == "t=0.005 kind=interaction enabled=false\n")
    }

    @Test func customRenderer_registeredAndSelectedByName() throws {
        var registry = RendererRegistry.standard
        try registry.register("markdown", summary: "a Markdown table") { _, sink in
            MarkdownRenderer(sink: sink)
        }
        #expect(registry.names == ["json", "log", "markdown", "svg", "text"])
        let sink = StringSink()
        let renderer = try registry.makeRenderer(named: "markdown", output: sink)
        for event in try Scenario.tap.events().prefix(3) { renderer.render(event) }
        renderer.finish()
        #expect(
            sink.text == "| t (ms) | kind |\n|---|---|\n| 0 | display |\n| 0 | content |\n| 0 | curve |\n")
        RendererConformance.check(registry: registry, named: "markdown")
    }

    @Test func register_duplicateName_throws() {
        var registry = RendererRegistry.standard
        #expect(throws: RendererRegistryError.duplicateName("json")) {
            try registry.register("json", summary: "again") { _, sink in MarkdownRenderer(sink: sink) }
        }
        #expect(
            RendererRegistryError.duplicateName("json").description
                == "a renderer named 'json' is already registered; choose another name")
    }

    @Test func makeRenderer_unknownName_suggestsAndLists() {
        let registry = RendererRegistry.standard
        let error = #expect(throws: RendererRegistryError.self) {
            try registry.makeRenderer(named: "jsn", output: NullSink())
        }
        #expect(error == .unknownName("jsn", suggestion: "json", available: ["json", "log", "svg", "text"]))
        #expect(
            error?.description
                == "unknown renderer 'jsn'; did you mean 'json'? (available: json, log, svg, text)")
    }
}
