import TabBarKit
import TabBarRendering

/// Swift source for the values an emitted test states: each as a person would type it.
enum SwiftSource {
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        // Swift spells the values that are not finite as members (`"\(value)"` would write `inf`).
        guard value.isFinite else { return value.isNaN ? ".nan" : value < 0 ? "-.infinity" : ".infinity" }
        // Nor does the compiler take a subnormal literal (`5e-324` "underflows"): it is read from
        // its text, which gives back the same value.
        guard value == 0 || abs(value) >= .leastNormalMagnitude else { return "Double(\"\(value)\")!" }
        return "\(value)"
    }

    static func optional<Value>(_ value: Value?, _ write: (Value) -> String) -> String {
        value.map(write) ?? "nil"
    }

    static func id(_ id: TabID) -> String { string(id.rawValue) }

    static func ids(_ ids: [TabID]) -> String { "[" + ids.map(id).joined(separator: ", ") + "]" }

    static func selection(_ selection: Selection) -> String {
        switch selection {
        case .tab(let tab): ".tab(\(id(tab)))"
        case .more: ".more"
        }
    }

    static func badge(_ badge: TabBadge) -> String { badge.kind == .dot ? ".dot" : string(badge.written) }

    static func duration(_ duration: Duration) -> String { ".milliseconds(\(duration.wholeMilliseconds))" }

    static func tab(_ tab: Tab) -> String {
        var arguments = ["id: \(id(tab.id))", "title: \(string(tab.title))", "icon: \(string(tab.icon))"]
        if let selected = tab.selectedIcon { arguments.append("selectedIcon: \(string(selected))") }
        if let badge = tab.badge { arguments.append("badge: \(self.badge(badge))") }
        if !tab.isEnabled { arguments.append("isEnabled: false") }
        if let animation = tab.animation {
            var parts: [String] = []
            if let file = animation.file { parts.append("file: \(string(file))") }
            if let artboard = animation.artboard { parts.append("artboard: \(string(artboard))") }
            if let machine = animation.stateMachine { parts.append("stateMachine: \(string(machine))") }
            parts.append("input: \(string(animation.input))")
            parts.append("duration: \(duration(animation.duration))")
            if let input = animation.selectedInput { parts.append("selectedInput: \(string(input))") }
            if let trigger = animation.tapTrigger { parts.append("tapTrigger: \(string(trigger))") }
            if let input = animation.badgeInput { parts.append("badgeInput: \(string(input))") }
            arguments.append("animation: IconAnimation(\(parts.joined(separator: ", ")))")
        }
        return "Tab(\(arguments.joined(separator: ", ")))"
    }

    static func layout(_ layout: TabBarLayout) -> String {
        "TabBarLayout(width: \(number(layout.width)), orientation: .\(layout.orientation), direction: .\(layout.direction))"
    }

    static func state(_ state: TabBarState) -> String {
        let badges = state.badges.keys.sorted().map { "\(id($0)): \(badge(state.badges[$0]!))" }
        return "TabBarState(selection: \(selection(state.selection)), order: \(ids(state.order)), "
            + "badges: [\(badges.isEmpty ? ":" : badges.joined(separator: ", "))], "
            + "disabled: \(ids(state.disabled)), hidden: \(state.hidden))"
    }

    static func inputValue(_ value: IconInputValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .number(let number): ".number(\(self.number(number)))"
        case .trigger: ".trigger"
        }
    }

    static func message(_ message: TabBarMessage) -> String {
        switch message {
        case .report(.selected(let now, let previous)):
            ".selected(\(selection(now)), previous: \(selection(previous)))"
        case .report(.reselected(let now)): ".reselected(\(selection(now)))"
        case .report(.rejected(let target, let reason)):
            ".rejected(\(optional(target, selection)), reason: .\(reason))"
        case .report(.moved(let tab, let from, let to)): ".moved(\(id(tab)), from: \(from), to: \(to))"
        case .update(.feedback): ".feedback"
        case .update(.input(let input)):
            ".input(\(id(input.tab)), \(inputValue(input.value)), name: \(string(input.name)))"
        case .state(let state): ".state(\(self.state(state)))"
        default: "/* not a report: \(message.kind) */"
        }
    }

    static func slot(_ slot: TabBarScreen.Slot) -> String {
        ".init(tab: \(selection(slot.tab)), title: \(optional(slot.title, string)), "
            + "badge: \(optional(slot.badge, string)), isEnabled: \(slot.isEnabled))"
    }

    static func content(_ content: TabContent) -> String {
        switch content {
        case .tab(let tab): ".tab(\(id(tab)))"
        case .more(let items): ".more(items: \(ids(items)))"
        }
    }

    /// The statements that turn `old` into `new`, one a line: `$0.selected = 1`.
    static func changes(from old: TabBarScreen, to new: TabBarScreen) -> [String] {
        var lines: [String] = []
        func set(_ path: String, _ value: String) { lines.append("$0.\(path) = \(value)") }
        if old.slots.count != new.slots.count {
            set("slots", "[\n" + new.slots.map { "    " + slot($0) + ",\n" }.joined() + "]")
        } else {
            for (index, (was, now)) in zip(old.slots, new.slots).enumerated() where was != now {
                if was.tab != now.tab { set("slots[\(index)]", slot(now)); continue }
                if was.title != now.title { set("slots[\(index)].title", optional(now.title, string)) }
                if was.badge != now.badge { set("slots[\(index)].badge", optional(now.badge, string)) }
                if was.isEnabled != now.isEnabled { set("slots[\(index)].isEnabled", "\(now.isEnabled)") }
            }
        }
        if old.selected != new.selected { set("selected", "\(new.selected)") }
        if old.more != new.more { set("more", ids(new.more)) }
        if old.dip != new.dip {
            set(
                "dip",
                ".init(slot: \(number(new.dip.slot))"
                    + (new.dip.heading.map { ", heading: \(number($0))" } ?? "") + ")")
        }
        if old.circle != new.circle {
            let circle = new.circle
            set(
                "circle",
                ".init(slot: \(number(circle.slot)), icon: \(string(circle.icon)), isShown: \(circle.isShown))"
            )
        }
        for key in Set(old.inputs.keys).union(new.inputs.keys).sorted()
        where old.inputs[key] != new.inputs[key] {
            set("inputs[\(string(key))]", optional(new.inputs[key], inputValue))
        }
        if old.isInteractive != new.isInteractive { set("isInteractive", "\(new.isInteractive)") }
        if old.isHidden != new.isHidden { set("isHidden", "\(new.isHidden)") }
        if old.theme != new.theme { set("theme", ".\(new.theme)") }
        if old.layout != new.layout { set("layout", layout(new.layout)) }
        if old.content != new.content { set("content", optional(new.content, content)) }
        if old.labels != new.labels { set("labels", ".\(new.labels)") }
        for (name, was, now) in [("titles", old.titles, new.titles), ("icons", old.icons, new.icons)] {
            for key in Set(was.keys).union(now.keys).sorted() where was[key] != now[key] {
                set("\(name)[\(id(key))]", optional(now[key], string))
            }
        }
        if old.reports != new.reports {
            set("reports", "[" + new.reports.map(message).joined(separator: ", ") + "]")
        }
        return lines
    }
}
