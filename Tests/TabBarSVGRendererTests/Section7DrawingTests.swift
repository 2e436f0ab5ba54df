import TabBarKit
import TabBarRendering
import Testing

/// What people expect of a tab bar (the behaviour contract), as drawn: a dot badge is a dot, a
/// count above the limit shows `<limit>+`, and a hidden title is not drawn.
@MainActor
struct Section7DrawingTests {
    @Test func dotBadge_isADot_countsStopAtTheLimit_andHiddenTitlesAreNotDrawn() throws {
        var configuration = TabBarConfiguration(tabs: Harness.tabs(["lessons", "archives", "search"]))
        configuration.tabs[1].badge = .dot
        configuration.tabs[2].badge = "120"
        configuration.labels = .selected
        let events = try Harness.events(configuration) { _, _ in }
        let sink = StringSink()
        let renderer = SVGRenderer(sink: sink)
        for event in events { renderer.render(event) }
        renderer.finish()

        #expect(sink.text.contains(#"class="badge dot""#))
        #expect(sink.text.contains(">99+</text>"))
        #expect(sink.text.contains(">Lessons</text>"))
        #expect(!sink.text.contains(">Archives</text>"))
        #expect(!sink.text.contains(">Search</text>"))
    }
}
