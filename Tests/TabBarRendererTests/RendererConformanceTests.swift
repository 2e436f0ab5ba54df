import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// Writes the event count: different bytes every run of the same events.
@MainActor
private final class LeakyRenderer: TabBarRenderer {
    static var total = 0
    private let sink: any TextSink

    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        Self.total += 1
        sink.write("\(Self.total) \(event.message.kind)\n")
    }
}

/// Writes titles raw, and nothing for owner reports.
@MainActor
private final class NaiveRenderer: TabBarRenderer {
    private let sink: any TextSink

    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        guard case .display(let state) = event.message else { return }
        sink.write(state.tabs.map(\.title).joined(separator: "|") + "\n")
    }
}

@Suite(.tabBarChecks)
@MainActor
struct RendererConformanceTests {
    @Test func fixtures_coverEveryKindOverflowAndRejectedWithoutTab() {
        let events = RendererFixtures.allKinds
        #expect(Set(events.map(\.message.kind)) == Set(TabBarMessage.allKinds))
        #expect(events.contains { if case .report(.rejected(nil, _)) = $0.message { true } else { false } })
        #expect(events.contains { if case .update(.content(.more)) = $0.message { true } else { false } })
        #expect(
            events.contains { if case .display(let state) = $0.message { state.more != nil } else { false } })
        #expect(events.map(\.time) == events.map(\.time).sorted())
        #expect(RendererFixtures.hostileStrings.contains(""))
    }

    @Test func check_flagsOutputThatChangesRunToRun() {
        withKnownIssue {
            RendererConformance.check([.deterministic]) { _, sink in LeakyRenderer(sink: sink) }
        } matching: { issue in
            issue.description.contains("twice gave different output")
        }
    }

    @Test func check_flagsSharedStateBetweenInstances() {
        withKnownIssue {
            RendererConformance.check([.isolated]) { _, sink in LeakyRenderer(sink: sink) }
        } matching: { issue in
            issue.description.contains("used in turn")
        }
    }

    @Test func check_flagsRawControlCharactersAndSilentKinds() {
        withKnownIssue {
            RendererConformance.check([.terminalSafe, .everyKindWrites]) { _, sink in
                NaiveRenderer(sink: sink)
            }
        } matching: { issue in
            issue.description.contains("reached the output raw")
                || issue.description.contains("added no output")
        }
    }

    @Test func check_passesANaiveRendererOnTheChecksItMeets() {
        RendererConformance.check([.deterministic, .hostileStrings, .isolated, .finishFlushes]) { _, sink in
            NaiveRenderer(sink: sink)
        }
    }
}
