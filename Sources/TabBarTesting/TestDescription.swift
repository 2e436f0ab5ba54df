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
                if let badge = tab.visibleBadge { text += "[\(badge)]" }
                if !tab.isEnabled { text += "(disabled)" }
                return text
            }
            return
                "display(selection: \(state.selection), slot: \(state.selectedSlot), tabs: [\(tabs.joined(separator: ", "))], "
                + "maxVisible: \(state.maxVisible), width: \(number(state.layout.width)), "
                + "\(state.layout.orientation), \(state.layout.direction), \(state.theme), hidden: \(state.isHidden))"
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
            return "input(\(input.tab), \(input.name), \(input.value))"
        case .update(.content(.tab(let id))):
            return "content(\(id))"
        case .update(.content(.more(let items))):
            return "content(more: [\(items.map(\.rawValue).joined(separator: ", "))])"
        case .animation(.bar(let bar)):
            return "bar(hidden: \(bar.isHidden), duration: \(seconds(bar.duration)))"
        case .report(.selected(let tab, let previous)):
            return "selected(\(tab), previous: \(previous))"
        case .report(.reselected(let tab)):
            return "reselected(\(tab))"
        case .report(.rejected(let tab, let reason)):
            return "rejected(\(tab.map(\.description) ?? "nil"), \(reason))"
        }
    }

    /// A line diff of two message lists: unchanged lines indented, removed (expected only)
    /// lines marked `−`, added (actual only) lines marked `+`; where both differ, the `−` lines
    /// come first.
    public static func diff(expected: [TabBarMessage], actual: [TabBarMessage]) -> String {
        let a = expected.map(line)
        let b = actual.map(line)
        // Longest common subsequence table, filled from the end.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append("  \(a[i])")
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                lines.append("− \(a[i])")
                i += 1
            } else {
                lines.append("+ \(b[j])")
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
