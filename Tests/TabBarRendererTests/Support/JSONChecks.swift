import Foundation
import TabBarKit
import TabBarRendering
import Testing

/// Parses one JSON line into an object, recording an issue when it is not one.
func parseObject(_ line: Substring, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any]? {
    do {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            Issue.record("Not a JSON object: \(line)", sourceLocation: sourceLocation)
            return nil
        }
        return object
    } catch {
        Issue.record("Not valid JSON (\(error)): \(line)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The keys of every object in a JSON text, in the order written (a small scanner, since
/// `JSONSerialization` forgets the order).
func keysInOrder(_ json: Substring) -> [[String]] {
    var objects: [[String]] = []
    var stack: [Int] = []  // index into `objects` of each open object, -1 for arrays
    var expectingKey = false
    var index = json.startIndex
    while index < json.endIndex {
        let character = json[index]
        switch character {
        case "{":
            objects.append([])
            stack.append(objects.count - 1)
            expectingKey = true
        case "[":
            stack.append(-1)
        case "}", "]":
            stack.removeLast()
        case ",":
            expectingKey = (stack.last ?? -1) >= 0
        case "\"":
            var end = json.index(after: index)
            while json[end] != "\"" {
                end = json.index(after: json[end] == "\\" ? json.index(after: end) : end)
            }
            if expectingKey, let open = stack.last, open >= 0 {
                objects[open].append(String(json[json.index(after: index)..<end]))
                expectingKey = false
            }
            index = end
        default:
            break
        }
        index = json.index(after: index)
    }
    return objects
}

/// Seconds from whole milliseconds, as the renderer writes them.
func seconds(_ duration: Duration) -> Double { Double(duration.wholeMilliseconds) / 1000 }

/// Whether a number parsed by `JSONSerialization` is `expected`. Foundation's parser on Linux
/// is not always correctly rounded (`140.66666666666663` comes back as `140.66666666666666`),
/// so a few units in the last place are allowed here; the exact text of numbers is tested with
/// Swift's own parser in `numbers_shortestRoundTripWithoutTrailingZero`.
func isClose(_ parsed: Double?, _ expected: Double?) -> Bool {
    guard let parsed, let expected else { return parsed == nil && expected == nil }
    return (parsed - expected).magnitude <= 8 * expected.ulp
}

/// Records an issue for every field of `object` that does not say what `event` says.
func expectJSON(
    _ object: [String: Any], describes event: TabBarEvent, sourceLocation: SourceLocation = #_sourceLocation
) {
    func expectKeys(_ object: [String: Any], _ keys: [String]) {
        #expect(object.keys.sorted() == keys.sorted(), sourceLocation: sourceLocation)
    }
    func string(_ key: String, in object: [String: Any] = object) -> String? { object[key] as? String }
    func number(_ key: String, in object: [String: Any] = object) -> Double? {
        (object[key] as? NSNumber)?.doubleValue
    }
    func bool(_ key: String, in object: [String: Any] = object) -> Bool? { object[key] as? Bool }
    func isNull(_ key: String, in object: [String: Any]) -> Bool { object[key] is NSNull }

    #expect(isClose(number("t"), Double(event.milliseconds) / 1000), sourceLocation: sourceLocation)
    #expect(string("kind") == event.message.kind, sourceLocation: sourceLocation)
    switch event.message {
    case .display(let state):
        expectKeys(
            object,
            [
                "direction", "hidden", "items", "kind", "more", "orientation", "selected", "t", "theme",
                "width",
            ])
        #expect(string("selected") == state.selection.description, sourceLocation: sourceLocation)
        #expect(isClose(number("width"), state.layout.width), sourceLocation: sourceLocation)
        #expect(string("orientation") == state.layout.orientation.rawValue, sourceLocation: sourceLocation)
        #expect(string("direction") == state.layout.direction.rawValue, sourceLocation: sourceLocation)
        #expect(string("theme") == state.theme.rawValue, sourceLocation: sourceLocation)
        #expect(bool("hidden") == state.isHidden, sourceLocation: sourceLocation)
        let items = object["items"] as? [[String: Any]] ?? []
        #expect(items.count == state.items.count, sourceLocation: sourceLocation)
        for (json, item) in zip(items, state.items) {
            expectKeys(
                json,
                [
                    "accessibilityLabel", "badge", "badgeKind", "enabled", "icon", "id", "opacity",
                    "selected",
                    "showsTitle", "slot", "title", "x",
                ])
            #expect(string("id", in: json) == item.tab.id.rawValue, sourceLocation: sourceLocation)
            #expect(string("title", in: json) == item.tab.title, sourceLocation: sourceLocation)
            #expect(string("icon", in: json) == item.tab.icon, sourceLocation: sourceLocation)
            #expect(
                string("badge", in: json) == item.badge
                    && isNull("badge", in: json) == (item.badge == nil),
                sourceLocation: sourceLocation)
            #expect(
                string("badgeKind", in: json) == item.badgeKind?.rawValue
                    && isNull("badgeKind", in: json) == (item.badgeKind == nil),
                sourceLocation: sourceLocation)
            #expect(bool("showsTitle", in: json) == item.showsTitle, sourceLocation: sourceLocation)
            #expect(bool("enabled", in: json) == item.tab.isEnabled, sourceLocation: sourceLocation)
            #expect(bool("selected", in: json) == item.isSelected, sourceLocation: sourceLocation)
            #expect(isClose(number("opacity", in: json), item.opacity), sourceLocation: sourceLocation)
            #expect(
                isClose(number("slot", in: json), item.slot.map(Double.init)), sourceLocation: sourceLocation)
            #expect(isNull("slot", in: json) == (item.slot == nil), sourceLocation: sourceLocation)
            #expect(isClose(number("x", in: json), item.x), sourceLocation: sourceLocation)
            #expect(isNull("x", in: json) == (item.x == nil), sourceLocation: sourceLocation)
            #expect(
                string("accessibilityLabel", in: json) == item.accessibilityLabel,
                sourceLocation: sourceLocation)
        }
        if let more = state.more {
            let json = object["more"] as? [String: Any] ?? [:]
            expectKeys(
                json,
                [
                    "accessibilityLabel", "icon", "items", "opacity", "selected", "showsTitle", "slot",
                    "title", "x",
                ])
            #expect(bool("showsTitle", in: json) == more.showsTitle, sourceLocation: sourceLocation)
            #expect(isClose(number("slot", in: json), Double(more.slot)), sourceLocation: sourceLocation)
            #expect(isClose(number("x", in: json), more.x), sourceLocation: sourceLocation)
            #expect(string("title", in: json) == more.title, sourceLocation: sourceLocation)
            #expect(string("icon", in: json) == more.icon, sourceLocation: sourceLocation)
            #expect(bool("selected", in: json) == more.isSelected, sourceLocation: sourceLocation)
            #expect(isClose(number("opacity", in: json), more.opacity), sourceLocation: sourceLocation)
            #expect(
                string("accessibilityLabel", in: json) == more.accessibilityLabel,
                sourceLocation: sourceLocation)
            #expect(json["items"] as? [String] == more.items.map(\.rawValue), sourceLocation: sourceLocation)
        } else {
            #expect(isNull("more", in: object), sourceLocation: sourceLocation)
        }
    case .animation(.curve(let curve)):
        expectKeys(object, ["duration", "from", "kind", "radius", "t", "timing", "to"])
        #expect(isClose(number("from"), curve.from), sourceLocation: sourceLocation)
        #expect(isClose(number("to"), curve.to), sourceLocation: sourceLocation)
        #expect(isClose(number("radius"), curve.radius), sourceLocation: sourceLocation)
        #expect(isClose(number("duration"), seconds(curve.duration)), sourceLocation: sourceLocation)
        #expect(string("timing") == curve.timing.rawValue, sourceLocation: sourceLocation)
    case .animation(.circle(let circle)):
        expectKeys(object, ["alpha", "diameter", "duration", "icon", "kind", "t", "x", "y"])
        #expect(isClose(number("x"), circle.x), sourceLocation: sourceLocation)
        #expect(isClose(number("y"), circle.y), sourceLocation: sourceLocation)
        #expect(isClose(number("alpha"), circle.alpha), sourceLocation: sourceLocation)
        #expect(isClose(number("diameter"), circle.diameter), sourceLocation: sourceLocation)
        #expect(string("icon") == circle.icon, sourceLocation: sourceLocation)
        #expect(isClose(number("duration"), seconds(circle.duration)), sourceLocation: sourceLocation)
    case .update(.interaction(let isEnabled)):
        expectKeys(object, ["enabled", "kind", "t"])
        #expect(bool("enabled") == isEnabled, sourceLocation: sourceLocation)
    case .update(.input(let input)):
        expectKeys(object, ["kind", "name", "t", "tab", "type", "value"])
        #expect(string("tab") == input.tab.rawValue, sourceLocation: sourceLocation)
        #expect(string("name") == input.name, sourceLocation: sourceLocation)
        #expect(string("type") == input.kind.rawValue, sourceLocation: sourceLocation)
        switch input.value {
        case .bool(let value): #expect(bool("value") == value, sourceLocation: sourceLocation)
        case .number(let value): #expect(isClose(number("value"), value), sourceLocation: sourceLocation)
        case .trigger: #expect(object["value"] is NSNull, sourceLocation: sourceLocation)
        }
    case .update(.content(let content)):
        #expect(string("tab") == content.selection.description, sourceLocation: sourceLocation)
        if case .more(let items) = content {
            expectKeys(object, ["items", "kind", "t", "tab"])
            #expect(object["items"] as? [String] == items.map(\.rawValue), sourceLocation: sourceLocation)
        } else {
            expectKeys(object, ["kind", "t", "tab"])
        }
    case .animation(.bar(let bar)):
        expectKeys(object, ["duration", "hidden", "kind", "t"])
        #expect(bool("hidden") == bar.isHidden, sourceLocation: sourceLocation)
        #expect(isClose(number("duration"), seconds(bar.duration)), sourceLocation: sourceLocation)
    case .update(.feedback(let feedback)):
        expectKeys(object, ["feedback", "kind", "t"])
        #expect(string("feedback") == feedback.rawValue, sourceLocation: sourceLocation)
    case .report(.selected(let tab, let previous)):
        expectKeys(object, ["kind", "previous", "t", "tab"])
        #expect(string("tab") == tab.description, sourceLocation: sourceLocation)
        #expect(string("previous") == previous.description, sourceLocation: sourceLocation)
    case .state(let state):
        expectKeys(object, ["badges", "disabled", "hidden", "kind", "order", "selection", "t"])
        #expect(string("selection") == state.selection.description, sourceLocation: sourceLocation)
        #expect(object["order"] as? [String] == state.order.map(\.rawValue), sourceLocation: sourceLocation)
        #expect(
            object["disabled"] as? [String] == state.disabled.map(\.rawValue), sourceLocation: sourceLocation)
        #expect(bool("hidden") == state.hidden, sourceLocation: sourceLocation)
    case .report(.moved(let tab, let from, let to)):
        expectKeys(object, ["from", "kind", "t", "tab", "to"])
        #expect(string("tab") == tab.rawValue, sourceLocation: sourceLocation)
        #expect(isClose(number("from"), Double(from)), sourceLocation: sourceLocation)
        #expect(isClose(number("to"), Double(to)), sourceLocation: sourceLocation)
    case .report(.reselected(let tab)):
        expectKeys(object, ["kind", "t", "tab"])
        #expect(string("tab") == tab.description, sourceLocation: sourceLocation)
    case .report(.rejected(let tab, let reason)):
        expectKeys(object, ["kind", "reason", "t", "tab"])
        #expect(string("tab") == tab?.description, sourceLocation: sourceLocation)
        #expect(isNull("tab", in: object) == (tab == nil), sourceLocation: sourceLocation)
        #expect(string("reason") == reason.rawValue, sourceLocation: sourceLocation)
    }
}
