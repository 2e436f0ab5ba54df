import TabBarKit
import TabBarTesting
import Testing

@testable import CustomRenderer

/// The example's renderer passes the conformance kit that every renderer author can run. It
/// draws only `display` and the owner reports, so the "every kind writes" check is left out.
@MainActor
@Test func markdownRenderer_passesTheConformanceKit() {
    RendererConformance.check(.all.subtracting(.everyKindWrites)) { _, sink in MarkdownRenderer(sink: sink) }
}
