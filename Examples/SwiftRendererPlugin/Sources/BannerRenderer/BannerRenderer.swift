import TabBarKit
import TabBarRendering

/// Writes one short line per message — the time, then what happened in words:
/// `  0.400  unlocked`. An ordinary ``TabBarRenderer``: the same type runs in-process (given to
/// a presenter through a `RendererView`) and in a plug-in (given the events that
/// `JSONLinesDecoder` reads back from the lines `tabbar` hands it).
@MainActor
public final class BannerRenderer: TabBarRenderer {
    private let sink: any TextSink

    /// Creates a renderer writing to `sink`.
    public init(sink: any TextSink) {
        self.sink = sink
    }

    /// Writes the event's line.
    public func render(_ event: TabBarEvent) {
        let time = DecimalText.secondsWithThreeDecimals(milliseconds: event.milliseconds)
        sink.write(
            String(repeating: " ", count: max(0, 7 - time.count)) + time + "  " + Self.words(event.message)
                + "\n")
    }

    /// Nothing is held back.
    public func finish() {}

    private static func words(_ message: TabBarMessage) -> String {
        let number = DecimalText.number
        switch message {
        case .display(let display):
            return
                "the bar shows \(display.selection), \(display.items.count) tabs, \(display.theme.rawValue)"
        case .animation(.curve(let curve)):
            return
                "the wave moves \(number(curve.from)) → \(number(curve.to)) in \(curve.duration.wholeMilliseconds) ms"
        case .animation(.circle(let move)):
            return
                "the circle goes to \(number(move.x)),\(number(move.y)) alpha \(number(move.alpha)) with \(move.icon)"
        case .animation(.bar(let bar)):
            return bar.isHidden ? "the bar hides" : "the bar shows"
        case .update(.interaction(let isEnabled)):
            return isEnabled ? "unlocked" : "locked"
        case .update(.input(let input)):
            let value =
                switch input.value {
                case .bool(let isOn): "\(isOn)"
                case .number(let value): number(value)
                case .trigger: "fired"
                @unknown default: "a new kind of value"
                }
            return "the icon of \(input.tab): \(input.name) = \(value)"
        case .update(.content(let content)):
            return "the content shows \(content.selection)"
        case .update(.feedback):
            return "a selection haptic"
        case .report(.selected(let tab, let previous)):
            return "\(tab) selected (was \(previous))"
        default:
            return message.kind  // reselections, rejections, moves, states and kinds added later
        }
    }
}
