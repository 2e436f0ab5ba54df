import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// The `MarkdownRenderer` of the TabBarRendering article "Implementing a renderer", as a user
/// copies it: the renderer that `RendererConformance`'s documentation example checks.
@MainActor
private final class MarkdownRenderer: TabBarRenderer {
    private let sink: any TextSink
    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        guard case .display(let state) = event.message else { return }
        let cells = state.items.filter { $0.slot != nil }.map { item in
            item.isSelected ? "**\(cell(item.tab.title))**" : cell(item.tab.title)
        }
        sink.write("| " + cells.joined(separator: " | ") + " |\n")
    }

    private func cell(_ text: String) -> String {
        var cell = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "|" || scalar == "\\" { cell.append("\\") }
            cell.append(UnsafeScalar.contains(scalar) ? " " : scalar)
        }
        return String(cell)
    }
}

/// `RendererConformance`'s documentation example, run as it is written: it must record no
/// issue, and the same checks must find nothing.
@Suite(.tabBarChecks)
@MainActor
struct RendererConformanceExampleTests {
    // The example of `RendererConformance`'s doc comment, verbatim.
    @Test @MainActor func markdownRenderer_conforms() {
        // A Markdown table shows only `display`: every other check applies.
        RendererConformance.check(.all.subtracting(.everyKindWrites)) { _, sink in
            MarkdownRenderer(sink: sink)
        }
    }

    @Test func theExample_findsNothing() {
        let found = RendererConformance.findings(.all.subtracting(.everyKindWrites)) { _, sink in
            MarkdownRenderer(sink: sink)
        }

        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func theExample_writesATableRowPerDisplay() {
        let output = RendererConformance.output(of: RendererFixtures.allKinds) { _, sink in
            MarkdownRenderer(sink: sink)
        }

        #expect(!output.isEmpty)
        #expect(output.split(separator: "\n").allSatisfy { $0.hasPrefix("| ") && $0.hasSuffix(" |") })
    }
}

/// A renderer that writes the kinds it knows and one generic line for every other kind — the form
/// that survives a message kind added in a later version (TabBarKit's article "Adopting TabBarKit
/// in a UIKit or SwiftUI app").
@MainActor
private final class KindLineRenderer: TabBarRenderer {
    private let sink: any TextSink
    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        switch event.message {
        case .display(let state): sink.write("display \(state.items.count)\n")
        case .update(.interaction(let isEnabled)): sink.write("interaction \(isEnabled)\n")
        default: sink.write("\(event.message.kind)\n")  // every other kind, and kinds added later
        }
    }
}

@Suite(.tabBarChecks)
@MainActor
struct SurvivingRendererTests {
    @Test func aRendererEndingInDefault_passesEveryCheck() {
        #expect(RendererConformance.findings { _, sink in KindLineRenderer(sink: sink) }.isEmpty)
        RendererConformance.check { _, sink in KindLineRenderer(sink: sink) }
    }
}
