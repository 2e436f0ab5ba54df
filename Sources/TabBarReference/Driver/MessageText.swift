import TabBarKit
import TabBarRendering

/// Short one-line descriptions of messages, for divergence reports.
public enum MessageText {
    /// One observed message on one line.
    public static func describe(_ message: ObservedMessage) -> String {
        switch message {
        case .display(let display):
            let items = display.items.map { item in
                "\(item.id)[slot \(item.slot.map(String.init) ?? "-") x \(item.x.map { "\($0)" } ?? "-")"
                    + "\(item.selected ? " sel" : "")\(item.enabled ? "" : " off")"
                    + "\(item.badge.map { " badge \($0)" } ?? "")\(item.badgeKind.map { " \($0)" } ?? "")"
                    + "\(item.showsTitle ? "" : " untitled") '\(item.accessibilityLabel)']"
            }
            let more =
                display.more.map { " more[slot \($0.slot) x \($0.x) '\($0.accessibilityLabel)' \($0.items)]" }
                ?? ""
            return
                "display sel=\(display.selection) w=\(display.width) \(display.orientation) \(display.direction) "
                + "\(display.theme) hidden=\(display.hidden) " + items.joined(separator: " ") + more
        case .message(let message):
            return describe(message)
        }
    }

    /// One message on one line.
    public static func describe(_ message: TabBarMessage) -> String {
        switch message {
        case .display: return describe(ObservedMessage(message))
        case .animation(.curve(let c)):
            return "curve \(c.from)→\(c.to) r=\(c.radius) \(c.duration) \(c.timing)"
        case .animation(.circle(let c)):
            return "circle x=\(c.x) y=\(c.y) a=\(c.alpha) d=\(c.diameter) \(c.icon) \(c.duration)"
        case .update(.interaction(let enabled)): return "interaction \(enabled)"
        case .update(.input(let i)):
            switch i.value {
            case .bool(let value): return "input \(i.tab) \(i.name)=\(value)"
            case .number(let value): return "input \(i.tab) \(i.name)=number \(value)"
            case .trigger: return "input \(i.tab) \(i.name)=trigger"
            }
        case .update(.content(.tab(let id))): return "content \(id)"
        case .update(.content(.more(let items))): return "content more \(items)"
        case .animation(.bar(let b)): return "bar hidden=\(b.isHidden) \(b.duration)"
        case .update(.feedback(let feedback)): return "feedback \(feedback.rawValue)"
        case .report(.selected(let tab, let previous)): return "selected \(tab) (previous \(previous))"
        case .report(.reselected(let tab)): return "reselected \(tab)"
        case .state(let state): return "state \(state)"
        case .report(.moved(let tab, let from, let to)): return "moved \(tab) \(from)→\(to)"
        case .report(.rejected(let tab, let reason)):
            return "rejected \(tab.map { "\($0)" } ?? "nil") \(reason)"
        }
    }
}
