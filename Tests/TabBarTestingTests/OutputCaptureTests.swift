import TabBarKit
import TabBarRendering
import Testing

@testable import TabBarTesting

/// Keeps the contract in its sink, but also prints a line per event.
@MainActor
private final class LoudRenderer: TabBarRenderer {
    private let sink: any TextSink

    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        sink.write(event.message.kind + "\n")
        print("loud \(event.message.kind)")
    }
}

@Suite(.tabBarChecks)
@MainActor
struct OutputCaptureTests {
    /// What a renderer prints is reported once, in the `quiet` finding, and none of it reaches
    /// the test log (here, an outer capture of the process's output).
    @Test func aRendererThatPrints_isReportedOnce_andItsOutputKeptFromTheLog() {
        var found: [RendererConformance.Finding] = []
        let log = OutputCapture.capture {
            found = RendererConformance.findings { _, sink in LoudRenderer(sink: sink) }
        }
        let printed = String(decoding: log?.standardOutput ?? [], as: UTF8.self)
        #expect(!printed.contains("loud "), "the renderer's lines reached the log:\n\(printed.prefix(300))")
        #expect(found.map(\.check) == [.quiet])
        #expect(found.first?.message.contains("(the first: \"loud display\")") == true)
    }

    /// Output that is not the renderer's (another test's, a runner's) is passed on.
    @Test func outputOfOthers_isPassedOn() {
        let log = OutputCapture.capture {
            print("from elsewhere")
            _ = RendererConformance.findings([.quiet]) { _, sink in LoudRenderer(sink: sink) }
        }
        let printed = String(decoding: log?.standardOutput ?? [], as: UTF8.self)
        #expect(printed.contains("from elsewhere"))
    }
}
