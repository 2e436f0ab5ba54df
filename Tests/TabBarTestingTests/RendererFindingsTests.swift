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

@Suite(.tabBarChecks)
@MainActor
struct RendererFindingsTests {
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
