import TabBarTesting
import Testing

@testable import AppTabBar

@MainActor
struct CSVRendererTests {
    @Test func passesTheRendererConformanceKit() {
        // It draws only `display`, so the check that every kind writes something is left out.
        RendererConformance.check(.all.subtracting(.everyKindWrites)) { _, sink in CSVRenderer(sink: sink) }
    }

    @Test func quotesAFieldWithACommaOrAQuote() {
        #expect(CSVRenderer.field("Q&A, live") == "\"Q&A, live\"")
        #expect(CSVRenderer.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVRenderer.field("Inbox") == "Inbox")
    }
}
