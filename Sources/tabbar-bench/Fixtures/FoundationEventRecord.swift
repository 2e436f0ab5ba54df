import Foundation
import TabBarKit
import TabBarRendering

/// One event in the JSON renderer's schema (`JSONLinesRenderer`), written the conventional way: an
/// `Encodable` value for Foundation's `JSONEncoder` (with `.sortedKeys`). The bench encodes the
/// same events both ways and checks that the two outputs parse to the same values.
struct FoundationEventRecord: Encodable {
    var event: TabBarEvent

    private struct Key: CodingKey, ExpressibleByStringLiteral {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        init(stringLiteral value: String) { stringValue = value }
    }

    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        try object.encode(Double(event.milliseconds) / 1000, forKey: "t")
        try object.encode(event.message.kind, forKey: "kind")
        switch event.message {
        case .display(let state):
            try Self.encode(state, into: &object)
        case .animation(.curve(let curve)):
            try object.encode(curve.from, forKey: "from")
            try object.encode(curve.to, forKey: "to")
            try object.encode(curve.radius, forKey: "radius")
            try object.encode(Self.seconds(curve.duration), forKey: "duration")
            try object.encode(curve.timing.rawValue, forKey: "timing")
        case .animation(.circle(let circle)):
            try object.encode(circle.x, forKey: "x")
            try object.encode(circle.y, forKey: "y")
            try object.encode(circle.alpha, forKey: "alpha")
            try object.encode(circle.diameter, forKey: "diameter")
            try object.encode(circle.icon, forKey: "icon")
            try object.encode(Self.seconds(circle.duration), forKey: "duration")
        case .update(.interaction(let isEnabled)):
            try object.encode(isEnabled, forKey: "enabled")
        case .update(.input(let input)):
            try object.encode(input.tab.rawValue, forKey: "tab")
            try object.encode(input.name, forKey: "name")
            try object.encode(input.kind.rawValue, forKey: "type")
            switch input.value {
            case .bool(let value): try object.encode(value, forKey: "value")
            case .number(let value): try object.encode(value, forKey: "value")
            case .trigger: try object.encodeNil(forKey: "value")
            }
        case .update(.content(let content)):
            try object.encode(content.selection.description, forKey: "tab")
            if case .more(let items) = content { try object.encode(items.map(\.rawValue), forKey: "items") }
        case .animation(.bar(let bar)):
            try object.encode(bar.isHidden, forKey: "hidden")
            try object.encode(Self.seconds(bar.duration), forKey: "duration")
        case .update(.feedback(let feedback)):
            try object.encode(feedback.rawValue, forKey: "feedback")
        case .report(.selected(let tab, let previous)):
            try object.encode(tab.description, forKey: "tab")
            try object.encode(previous.description, forKey: "previous")
        case .report(.reselected(let tab)):
            try object.encode(tab.description, forKey: "tab")
        case .state(let state):
            // A badge as written, or `{"dot": true}`: `TabBadge`'s own `Codable` form.
            try object.encode(
                Dictionary(uniqueKeysWithValues: state.badges.map { ($0.key.rawValue, $0.value) }),
                forKey: "badges")
            try object.encode(state.selection.description, forKey: "selection")
            try object.encode(state.order.map(\.rawValue), forKey: "order")
            try object.encode(state.disabled.map(\.rawValue), forKey: "disabled")
            try object.encode(state.hidden, forKey: "hidden")
        case .report(.moved(let tab, let from, let to)):
            try object.encode(tab.rawValue, forKey: "tab")
            try object.encode(from, forKey: "from")
            try object.encode(to, forKey: "to")
        case .report(.rejected(let tab, let reason)):
            try object.encode(tab?.description, forKey: "tab")
            try object.encode(reason.rawValue, forKey: "reason")
        }
    }

    private static func encode(_ state: TabBarDisplay, into object: inout KeyedEncodingContainer<Key>) throws
    {
        try object.encode(state.selection.description, forKey: "selected")
        try object.encode(state.layout.width, forKey: "width")
        try object.encode(state.layout.orientation.rawValue, forKey: "orientation")
        try object.encode(state.layout.direction.rawValue, forKey: "direction")
        try object.encode(state.theme.rawValue, forKey: "theme")
        try object.encode(state.isHidden, forKey: "hidden")
        var items = object.nestedUnkeyedContainer(forKey: "items")
        for item in state.items {
            var entry = items.nestedContainer(keyedBy: Key.self)
            try entry.encode(item.tab.id.rawValue, forKey: "id")
            try entry.encode(item.tab.title, forKey: "title")
            try entry.encode(item.tab.icon, forKey: "icon")
            try entry.encode(item.badge, forKey: "badge")
            try entry.encode(item.badgeKind?.rawValue, forKey: "badgeKind")
            try entry.encode(item.showsTitle, forKey: "showsTitle")
            try entry.encode(item.tab.isEnabled, forKey: "enabled")
            try entry.encode(item.isSelected, forKey: "selected")
            try entry.encode(item.opacity, forKey: "opacity")
            try entry.encode(item.slot, forKey: "slot")
            try entry.encode(item.x, forKey: "x")
            try entry.encode(item.accessibilityLabel, forKey: "accessibilityLabel")
        }
        guard let more = state.more else {
            try object.encodeNil(forKey: "more")
            return
        }
        var entry = object.nestedContainer(keyedBy: Key.self, forKey: "more")
        try entry.encode(more.slot, forKey: "slot")
        try entry.encode(more.x, forKey: "x")
        try entry.encode(more.title, forKey: "title")
        try entry.encode(more.icon, forKey: "icon")
        try entry.encode(more.isSelected, forKey: "selected")
        try entry.encode(more.showsTitle, forKey: "showsTitle")
        try entry.encode(more.opacity, forKey: "opacity")
        try entry.encode(more.accessibilityLabel, forKey: "accessibilityLabel")
        try entry.encode(more.items.map(\.rawValue), forKey: "items")
    }

    private static func seconds(_ duration: Duration) -> Double { Double(duration.wholeMilliseconds) / 1000 }
}

/// Writes events as JSON Lines through `JSONEncoder`, one `write` per line, like the renderer.
@MainActor
final class FoundationJSONLines {
    private let sink: any TextSink
    private let encoder = JSONEncoder()

    init(sink: any TextSink) {
        self.sink = sink
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    func render(_ event: TabBarEvent) throws {
        let data = try encoder.encode(FoundationEventRecord(event: event))
        sink.write(String(decoding: data, as: UTF8.self) + "\n")
    }
}
