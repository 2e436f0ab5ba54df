import TabBarKit
import TabBarRendering

/// A renderer written in an app: each `display` becomes a Markdown table of the visible slots,
/// and selections are listed under it. Twenty-odd lines are all a renderer needs.
@MainActor
final class MarkdownRenderer: TabBarRenderer {
    private let sink: any TextSink

    /// Creates a renderer writing to `sink`.
    init(sink: any TextSink) { self.sink = sink }

    /// Writes a table for `display`, a bullet for owner reports, and nothing for motion.
    func render(_ event: TabBarEvent) {
        let time = "t=\(event.milliseconds) ms"
        switch event.message {
        case .display(let state):
            let items = state.items.filter { $0.slot != nil }
            var cells = items.map { item in
                let title = Markdown.escape(item.tab.title)
                return item.isSelected ? "**\(title)**" : title
            }
            if let more = state.more { cells.append(more.isSelected ? "**More**" : "More") }
            sink.write("\n| \(cells.joined(separator: " | ")) |\n")
            sink.write("|" + String(repeating: " --- |", count: cells.count) + "\n")
        case .report(.selected(let tab, let previous)):
            sink.write("- \(time): selected \(Markdown.code(tab)) (was \(Markdown.code(previous)))\n")
        case .report(.rejected(let tab, let reason)):
            sink.write("- \(time): rejected \(tab.map(Markdown.code) ?? "a missing slot") (\(reason))\n")
        default:
            break
        }
    }
}

/// Markdown escaping for table cells.
enum Markdown {
    /// `selection` as inline code, escaped.
    static func code(_ selection: Selection) -> String { "`\(escape(selection.description))`" }

    /// `text` with table and emphasis characters escaped and line breaks folded to spaces.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|", "*", "_", "`", "\\", "[", "]", "<", ">": escaped += "\\\(scalar)"
            case "\n", "\r", "\t": escaped += " "
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
                    break  // never let terminal controls or bidi overrides through
                default:
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
