import TabBarKit
import TabBarRendering
import Testing

@testable import TabBarTesting

@Suite(.tabBarChecks)
@MainActor
struct OutputCaptureTests {
    /// What a renderer prints is reported once, in the `quiet` finding, and none of it reaches
    /// the test log (here, an outer capture of the process's output).
    @Test func aRendererThatPrints_isReportedOnce_andItsOutputKeptFromTheLog() {
        var found: [RendererConformance.Finding] = []
        let log = OutputCapture.capture {
            found = RendererConformance.findings { _, sink in PrintingRenderer(sink: sink) }
        }
        let printed = String(decoding: log?.standardOutput ?? [], as: UTF8.self)
        #expect(
            !printed.contains("rendered "), "the renderer's lines reached the log:\n\(printed.prefix(300))")
        #expect(found.map(\.check) == [.quiet])
        #expect(found.first?.message.contains("(the first: \"rendered display\")") == true)
    }

    /// Output that is not the renderer's (another test's, a runner's) is passed on.
    @Test func outputOfOthers_isPassedOn() {
        let log = OutputCapture.capture {
            print("from elsewhere")
            _ = RendererConformance.findings([.quiet]) { _, sink in PrintingRenderer(sink: sink) }
        }
        let printed = String(decoding: log?.standardOutput ?? [], as: UTF8.self)
        #expect(printed.contains("from elsewhere"))
    }
}
