import TabBarKit
import TabBarRendering

/// One-line, deterministic descriptions of messages, for failure messages and diffs.
public enum TestDescription {
    /// A duration in seconds with up to three decimals: `0.4s`, `1.5s`, `0s`.
    public static func seconds(_ duration: Duration) -> String {
        DecimalText.seconds(milliseconds: duration.wholeMilliseconds) + "s"
    }

    /// A number without a trailing `.0`: `65`, `146.25`.
    public static func number(_ value: Double) -> String { DecimalText.number(value) }

    /// One line describing `message`, the same for equal messages.
    public static func line(_ message: TabBarMessage) -> String {
        switch message {
        case .display(let state):
            let tabs = state.tabs.map { tab in
                var text = tab.id.rawValue
                if let badge = tab.badge { text += "[\(badge)]" }
                if !tab.isEnabled { text += "(disabled)" }
                return text
            }
            return
                "display(selection: \(state.selection), slot: \(state.selectedSlot), tabs: [\(tabs.joined(separator: ", "))], "
                + "maxVisible: \(state.maxVisible), width: \(number(state.layout.width)), "
                + "\(state.layout.orientation), \(state.layout.direction), \(state.theme), hidden: \(state.isHidden)"
                + (state.labels == .always ? "" : ", labels: \(state.labels)")
                + (state.badgeLimit == TabBarConfiguration.defaultBadgeLimit
                    ? "" : ", badgeLimit: \(state.badgeLimit)")
                + ")"
        case .animation(.curve(let curve)):
            return
                "curve(from: \(number(curve.from)), to: \(number(curve.to)), radius: \(number(curve.radius)), "
                + "duration: \(seconds(curve.duration)), \(curve.timing))"
        case .animation(.circle(let circle)):
            return
                "circle(x: \(number(circle.x)), y: \(number(circle.y)), alpha: \(number(circle.alpha)), "
                + "diameter: \(number(circle.diameter)), icon: \(circle.icon), duration: \(seconds(circle.duration)))"
        case .update(.interaction(let isEnabled)):
            return "interaction(\(isEnabled))"
        case .update(.input(let input)):
            switch input.value {
            case .bool(let value): return "input(\(input.tab), \(input.name), \(value))"
            case .number(let value): return "input(\(input.tab), \(input.name), number: \(number(value)))"
            case .trigger: return "input(\(input.tab), \(input.name), .trigger)"
            }
        case .update(.content(.tab(let id))):
            return "content(\(id))"
        case .update(.content(.more(let items))):
            return "content(more: [\(items.map(\.rawValue).joined(separator: ", "))])"
        case .animation(.bar(let bar)):
            return "bar(hidden: \(bar.isHidden), duration: \(seconds(bar.duration)))"
        case .update(.feedback(let feedback)):
            return "feedback(\(feedback.rawValue))"
        case .report(.selected(let tab, let previous)):
            return "selected(\(tab), previous: \(previous))"
        case .report(.reselected(let tab)):
            return "reselected(\(tab))"
        case .state(let state):
            return
                "state(selection: \(state.selection), order: [\(state.order.map(\.rawValue).joined(separator: ", "))], "
                + "badges: [\(state.badges.keys.sorted().map { "\($0): \(state.badges[$0]?.description ?? "")" }.joined(separator: ", "))], "
                + "disabled: [\(state.disabled.map(\.rawValue).joined(separator: ", "))], hidden: \(state.hidden))"
        case .report(.moved(let tab, let from, let to)):
            return "moved(\(tab), from: \(from), to: \(to))"
        case .report(.rejected(let tab, let reason)):
            return "rejected(\(tab.map(\.description) ?? "nil"), \(reason))"
        }
    }

    /// Every field of a tab on one line, for the details under a `display` diff line:
    /// `archives(title: "Archives", icon: archive-box, selectedIcon: nil, badge: "3", enabled: true, animation: nil)`.
    public static func tabLine(_ tab: Tab) -> String {
        func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "nil" }
        let animation = tab.animation.map { animation in
            "(file: \(quoted(animation.file)), artboard: \(quoted(animation.artboard)), "
                + "stateMachine: \(quoted(animation.stateMachine)), input: \(animation.input), "
                + "duration: \(seconds(animation.duration)))"
        }
        return
            "\(tab.id)(title: \(quoted(tab.title)), icon: \(tab.icon), selectedIcon: \(tab.selectedIcon ?? "nil"), "
            + "badge: \(tab.badge == .dot ? "dot" : quoted(tab.badge?.written)), enabled: \(tab.isEnabled), animation: \(animation ?? "nil"))"
    }

    /// A line diff of two message lists: unchanged lines indented, removed (expected only)
    /// lines marked `−`, added (actual only) lines marked `+`; where both differ, the `−` lines
    /// come first.
    ///
    /// Messages are compared whole, so two messages that differ only in a field the one-line
    /// form leaves out still show as `−`/`+`; under a `display` that pairs with one on the other
    /// side, every tab that differs follows on its own indented line with all its fields.
    public static func diff(expected: [TabBarMessage], actual: [TabBarMessage]) -> String {
        diff(expected, actual, line: line, message: { $0 })
    }

    /// The message diff for any list of `Element`s that each hold a `message`.
    static func diff<Element: Equatable>(
        _ expected: [Element], _ actual: [Element], line: (Element) -> String,
        message: (Element) -> TabBarMessage
    ) -> String {
        var lines: [String] = []
        var removed: [Element] = []
        var added: [Element] = []
        // Each element marked `mark`; under its n-th display, the tabs that differ from the
        // other side's n-th display.
        func append(_ elements: [Element], marked mark: String, against others: [TabBarDisplay]) {
            var displayIndex = 0
            for element in elements {
                lines.append("\(mark) \(line(element))")
                guard let state = message(element).displayState else { continue }
                if displayIndex < others.count {
                    lines += tabDetails(state, against: others[displayIndex]).map { "\(mark)     \($0)" }
                }
                displayIndex += 1
            }
        }
        func flush() {
            append(removed, marked: "−", against: added.compactMap { message($0).displayState })
            append(added, marked: "+", against: removed.compactMap { message($0).displayState })
            removed = []
            added = []
        }
        for step in editScript(expected, actual) {
            switch step {
            case .same(let element):
                flush()
                lines.append("  \(line(element))")
            case .removed(let element): removed.append(element)
            case .added(let element): added.append(element)
            }
        }
        flush()
        return lines.joined(separator: "\n")
    }

    /// The tabs of `state` that differ from `other`'s at the same index, one line each.
    private static func tabDetails(_ state: TabBarDisplay, against other: TabBarDisplay) -> [String] {
        state.tabs.indices.compactMap { index in
            guard index >= other.tabs.count || state.tabs[index] != other.tabs[index] else { return nil }
            return "tabs[\(index)]: \(tabLine(state.tabs[index]))"
        }
    }
}

extension TabBarMessage {
    /// The state of a `display` message, `nil` for every other kind.
    fileprivate var displayState: TabBarDisplay? {
        if case .display(let state) = self { return state }
        return nil
    }
}

extension TestDescription {
    /// One line describing `event`: its instant, then its message: `0.4s interaction(true)`.
    public static func line(_ event: TabBarEvent) -> String {
        "\(seconds(event.time)) \(line(event.message))"
    }

    /// A line diff of two event lists, as ``diff(expected:actual:)`` for messages (down to the
    /// tab that differs under a `display`), each line starting with the instant.
    public static func diff(expected: [TabBarEvent], actual: [TabBarEvent]) -> String {
        diff(expected, actual, line: line, message: \.message)
    }
}
