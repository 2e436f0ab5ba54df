import TabBarRendering

/// Draws the bar as CSV: one row per `display`, with the time and each visible slot's title,
/// the selected one in brackets. Everything else is left out.
@MainActor
final class CSVRenderer: TabBarRenderer {
    private let sink: any TextSink

    init(sink: any TextSink) { self.sink = sink }

    func render(_ event: TabBarEvent) {
        guard case .display(let display) = event.message else { return }
        var cells = ["\(event.milliseconds)"]
        for item in display.items where item.slot != nil {
            cells.append(item.isSelected ? "[\(item.tab.title)]" : item.tab.title)
        }
        if let more = display.more { cells.append(more.isSelected ? "[More]" : "More") }
        sink.write(cells.map(Self.field).joined(separator: ",") + "\n")
    }

    static func field(_ text: String) -> String { text }
}
