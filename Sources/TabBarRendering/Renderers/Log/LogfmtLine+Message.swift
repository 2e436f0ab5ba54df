import TabBarKit

extension LogfmtLine {
    /// Appends the fields of `message`, in the contract's order for its kind.
    mutating func fields(of message: TabBarMessage) {
        switch message {
        case .display(let state):
            fields(of: state)
        case .animation(.curve(let curve)):
            field("from", curve.from)
            field("to", curve.to)
            field("radius", curve.radius)
            field("duration", curve.duration)
            field("timing", curve.timing.rawValue)
        case .animation(.circle(let circle)):
            field("x", circle.x)
            field("y", circle.y)
            field("alpha", circle.alpha)
            field("diameter", circle.diameter)
            field("icon", circle.icon)
            field("duration", circle.duration)
        case .update(.interaction(let isEnabled)):
            field("enabled", isEnabled)
        case .update(.input(let input)):
            field("tab", input.tab.rawValue)
            field("name", input.name)
            switch input.value {
            case .bool(let value): field("value", value)
            case .number(let value): field("value", value)
            case .trigger: break  // null, and null values are left out
            }
            field("type", input.kind.rawValue)
        case .update(.content(let content)):
            field("tab", content.selection.description)
            if case .more(let items) = content { field("items", Self.list(items)) }
        case .animation(.bar(let bar)):
            field("hidden", bar.isHidden)
            field("duration", bar.duration)
        case .update(.feedback(let feedback)):
            field("feedback", feedback.rawValue)
        case .report(.selected(let tab, let previous)):
            field("tab", tab.description)
            field("previous", previous.description)
        case .report(.reselected(let tab)):
            field("tab", tab.description)
        case .state(let state):
            field("selection", state.selection.description)
            field("order", Self.list(state.order))
            field("badges", Self.badgeList(state.badges))
            field("disabled", Self.list(state.disabled))
            field("hidden", state.hidden)
        case .report(.moved(let tab, let from, let to)):
            field("tab", tab.rawValue)
            field("from", from)
            field("to", to)
        case .report(.rejected(let tab, let reason)):
            field("tab", tab?.description)
            field("reason", reason.rawValue)
        }
    }

    private mutating func fields(of state: TabBarDisplay) {
        field("selected", state.selection.description)
        field("width", state.layout.width)
        field("orientation", state.layout.orientation.rawValue)
        field("direction", state.layout.direction.rawValue)
        field("theme", state.theme.rawValue)
        field("hidden", state.isHidden)
        field("items", Self.list(state.tabs.map(\.id)))
        for (index, item) in state.items.enumerated() {
            let prefix = "tab\(index)."
            field(prefix + "title", item.tab.title)
            field(prefix + "icon", item.tab.icon)
            field(prefix + "badge", item.badgeKind == .dot ? "•" : item.badge)
            field(prefix + "badgeKind", item.badgeKind?.rawValue)
            field(prefix + "enabled", item.tab.isEnabled)
            field(prefix + "selected", item.isSelected)
            field(prefix + "opacity", item.opacity)
            field(prefix + "slot", item.slot)
            field(prefix + "x", item.x)
            field(prefix + "label", item.accessibilityLabel)
            // Only a hidden title is written, so that a bar with every title shown logs as before.
            if !item.showsTitle { field(prefix + "showsTitle", false) }
        }
        if let more = state.more {
            field("more.slot", more.slot)
            field("more.x", more.x)
            field("more.title", more.title)
            field("more.icon", more.icon)
            field("more.selected", more.isSelected)
            field("more.opacity", more.opacity)
            field("more.label", more.accessibilityLabel)
            field("more.items", Self.list(more.items))
            if !more.showsTitle { field("more.showsTitle", false) }
        }
    }

    /// Ids joined by commas, a `\` or `,` inside an id escaped (`\\`, `\,`), so that the list
    /// reads back as the same ids whatever they hold.
    static func list(_ ids: [TabID]) -> String {
        ids.map { listItem($0.rawValue) }.joined(separator: ",")
    }

    /// A state's badges as `id:badge` entries in id order, joined by commas: a dot as `•`, a
    /// text or count as written. Inside an id or a text, `\`, `,` and `:` are escaped (`\\`,
    /// `\,`, `\:`) and a text that is exactly `•` is written `\•`, so that no two states print
    /// alike: `archives:x\,inbox\:5` is one badge and `archives:x,inbox:5` two, `archives:•` a
    /// dot and `archives:\•` the text.
    static func badgeList(_ badges: [TabID: TabBadge]) -> String {
        badges.keys.sorted().map { id in
            let badge = badges[id] ?? .dot
            let value: String
            if badge.kind == .dot {
                value = "•"
            } else if badge.written == "•" {
                value = "\\•"
            } else {
                value = listItem(badge.written, escapingColons: true)
            }
            return listItem(id.rawValue, escapingColons: true) + ":" + value
        }
        .joined(separator: ",")
    }

    /// `text` with `\` and `,` (and `:` when asked) escaped by a backslash.
    private static func listItem(_ text: String, escapingColons: Bool = false) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x2C || (escapingColons && $0 == 0x3A) }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "," || (escapingColons && scalar == ":") { result.append("\\") }
            result.append(scalar)
        }
        return String(result)
    }
}
