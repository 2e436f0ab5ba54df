import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// Writes the kind of each event, and titles raw: safe for the kinds, unsafe for hostile text.
@MainActor
private final class RawTitleRenderer: TabBarRenderer {
    private let sink: any TextSink

    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        sink.write(event.message.kind)
        if case .display(let state) = event.message { sink.write(" " + state.tabs.map(\.title).joined()) }
        sink.write("\n")
    }
}

/// A deterministic renderer that keeps the contract in its sink but also `print`s every event
/// (also used by `OutputCaptureTests`).
@MainActor
final class PrintingRenderer: TabBarRenderer {
    private let sink: any TextSink

    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        sink.write(event.message.kind + "\n")
        print("rendered \(event.message.kind)")
    }
}

/// How many renderers a factory made.
@MainActor
private final class MadeCount {
    var count = 0
}

@Suite(.tabBarChecks)
@MainActor
struct RendererFindingsTests {
    @Test func aRendererThatPrints_isNotQuiet() {
        let found = RendererConformance.findings([.quiet]) { _, sink in PrintingRenderer(sink: sink) }

        #expect(found.map(\.check) == [.quiet])
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("The renderer wrote outside its sink while rendering the fixtures: "))
        #expect(message.contains("to standard output (the first: \"rendered display\")"))
        #expect(message.contains("To fix, write only to the sink the factory is given"))
    }

    /// A test running in parallel prints at its own pace, not the renderings': tests of the same
    /// name in other modules print the same "started" line, many times over.
    @Test func aLineThatComesAtItsOwnPace_asFromATestInParallel_isNotTheRenderers() {
        let made = MadeCount()
        let found = RendererConformance.findings([.quiet]) { _, sink in
            made.count += 1
            // Every other renderer of the first twelve made: in the first captures as often as a
            // renderer's own line would be, then no more.
            if made.count <= 12, made.count % 2 == 1 { print("(a line from a test beside this one)") }
            return RawTitleRenderer(sink: sink)
        }

        #expect(found.isEmpty)
    }

    @Test func aRendererThatWritesOnlyToItsSink_isQuiet() {
        #expect(RendererConformance.findings([.quiet]) { _, sink in RawTitleRenderer(sink: sink) }.isEmpty)
    }

    @Test func findings_returnWhatIsWrongWithoutFailingTheTest() {
        let found = RendererConformance.findings { _, sink in RawTitleRenderer(sink: sink) }

        #expect(found.map(\.check) == [.terminalSafe])
        #expect(found.first?.message.hasPrefix("Hostile strings reached the output raw: ") == true)
        #expect(found.first?.message.contains("To fix, escape or drop control characters") == true)
    }

    @Test func findings_ofAConformingRenderer_areEmpty() {
        let found = RendererConformance.findings([
            .deterministic, .everyKindWrites, .isolated, .finishFlushes,
        ]) {
            _, sink in RawTitleRenderer(sink: sink)
        }

        #expect(found.isEmpty)
    }

    @Test func check_recordsEachFindingAndReturnsThem() {
        var found: [RendererConformance.Finding] = []
        withKnownIssue {
            found = RendererConformance.check([.terminalSafe]) { _, sink in RawTitleRenderer(sink: sink) }
        } matching: { issue in
            text(of: issue).hasPrefix("Hostile strings reached the output raw")
        }
        #expect(found.count == 1)
    }
}
