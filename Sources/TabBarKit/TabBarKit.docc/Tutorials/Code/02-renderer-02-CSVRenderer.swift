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

    /// A CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled), and
    /// every character a terminal would hide written as a space, so one display is one row.
    static func field(_ text: String) -> String {
        var field = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            field.append(UnsafeScalar.contains(scalar) ? " " : scalar)
        }
        let clean = String(field)
        guard clean.contains(where: { $0 == "," || $0 == "\"" }) else { return clean }
        let quoted = clean.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
        return "\"" + quoted + "\""
    }
}
