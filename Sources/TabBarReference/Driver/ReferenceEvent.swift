import TabBarKit

/// One event of a random sequence: every event kind of behavior.md §3, each written as a line
/// of the `tabbar` script language (cli.md).
public enum ReferenceEvent: Equatable, Sendable {
    /// The view loaded again (the first load starts every sequence); not a script command.
    case load
    /// `tap ID` / `tap more`.
    case tap(Selection)
    /// `pick ID`.
    case pick(TabID)
    /// `select ID [animated]`.
    case select(Selection, animated: Bool)
    /// `wait SECONDS`, in whole milliseconds.
    case wait(milliseconds: Int64)
    /// `resize WIDTH [portrait|landscape]`.
    case resize(width: Double, orientation: Orientation?)
    /// `theme light|dark`.
    case theme(Theme)
    /// `badge ID VALUE` / `badge ID none`.
    case badge(TabID, String?)
    /// `enable ID` / `disable ID`.
    case setEnabled(TabID, Bool)
    /// `remove ID`.
    case remove(TabID)
    /// `insert INDEX ID "TITLE" ICON`.
    case insert(index: Int, id: TabID, title: String, icon: String)
    /// `hide` / `show`.
    case setHidden(Bool)
    /// `veto ID` / `unveto ID`.
    case veto(TabID, Bool)
    /// `motion reduced` / `motion full`: Reduce Motion on or off.
    case motion(reduced: Bool)
    /// A tap on a slot by its index (`didTap(slot:)`); API only, written as a comment.
    case tapSlot(Int)
    /// A change of layout direction (`didChangeLayout`); API only, written as a comment.
    case direction(LayoutDirection)

    /// The event as a script line.
    public var scriptLine: String {
        switch self {
        case .load: "# viewDidLoad (repeat)"
        case .tap(let target): "tap \(target)"
        case .pick(let id): "pick \(id)"
        case .select(let target, let animated): "select \(target)" + (animated ? " animated" : "")
        case .wait(let milliseconds): "wait \(Self.seconds(milliseconds))"
        case .resize(let width, let orientation):
            "resize \(Self.number(width))" + (orientation.map { " \($0.rawValue)" } ?? "")
        case .theme(let theme): "theme \(theme.rawValue)"
        case .badge(let id, let value): "badge \(id) " + (value.map { "\"\($0)\"" } ?? "none")
        case .setEnabled(let id, let isEnabled): (isEnabled ? "enable " : "disable ") + id.rawValue
        case .remove(let id): "remove \(id)"
        case .insert(let index, let id, let title, let icon): "insert \(index) \(id) \"\(title)\" \(icon)"
        case .setHidden(let isHidden): isHidden ? "hide" : "show"
        case .veto(let id, let isVetoed): (isVetoed ? "veto " : "unveto ") + id.rawValue
        case .motion(let reduced): reduced ? "motion reduced" : "motion full"
        case .tapSlot(let slot): "# didTap(slot: \(slot)) (API only)"
        case .direction(let direction): "# didChangeLayout(direction: .\(direction.rawValue)) (API only)"
        }
    }

    /// The id an `insert` defines, if this is one.
    public var insertedID: TabID? {
        if case .insert(_, let id, _, _) = self { id } else { nil }
    }

    /// The tab ids the event names.
    public var namedIDs: [TabID] {
        switch self {
        case .tap(let target), .select(let target, _): target.tabID.map { [$0] } ?? []
        case .pick(let id), .badge(let id, _), .setEnabled(let id, _), .remove(let id), .veto(let id, _): [id]
        case .insert(_, let id, _, _): [id]
        case .load, .wait, .resize, .theme, .setHidden, .tapSlot, .direction, .motion: []
        }
    }

    /// Milliseconds as decimal seconds: `0.2`, `1.5`, `0.001`, `3`.
    static func seconds(_ milliseconds: Int64) -> String {
        let whole = milliseconds / 1000
        let fraction = milliseconds % 1000
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(fraction)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// A width without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
