import TabBarKit
import TabBarRendering
import TabBarScript

/// One event of a random sequence: every event kind of the behaviour contract (section Events
/// and their choreography), each written as a line of the `tabbar` script language.
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
    /// `attach ID`: the view (re)created the tab's icon (the contract's icon bindings).
    case attach(TabID)
    /// A tap on a slot by its index (`didTap(slot:)`); API only, written as a comment.
    case tapSlot(Int)
    /// `direction ltr|rtl`: a change of layout direction (`didChangeLayout`).
    case direction(LayoutDirection)
    /// `policy defer|drop|interrupt`: the presenter's tap policy changes (`tapPolicy`).
    case policy(TapPolicy)
    /// `badge ID dot`
    case dotBadge(TabID)
    /// `labels always|selected|never|auto`
    case labels(LabelVisibility)
    /// `shortcut N`
    case shortcut(Int)
    /// `move ID INDEX`
    case move(TabID, to: Int)
    /// `restore FILE`, the file's state given here; written as a comment (a script would
    /// need the file).
    case restore(TabBarState)

    /// The event as a script line, written by the script language itself (events the
    /// language has no command for are comments).
    public var scriptLine: String {
        switch self {
        case .load: "# viewDidLoad (repeat)"
        case .restore(let state): "# restore(\(state)) (API only)"
        case .tapSlot(let slot): "# didTap(slot: \(slot)) (API only)"
        default: scriptCommand.map(\.description) ?? ""
        }
    }

    /// The script command for the event, when the language has one.
    private var scriptCommand: ScriptCommand? {
        switch self {
        case .load, .tapSlot, .restore: nil
        case .direction(let direction): .direction(direction)
        case .policy(let policy): .policy(policy)
        case .tap(let target): .tap(target)
        case .pick(let id): .pick(id)
        case .select(let target, let animated): .select(target, animated: animated)
        case .wait(let milliseconds): .wait(.milliseconds(milliseconds))
        case .resize(let width, let orientation): .resize(width: width, orientation: orientation)
        case .theme(let theme): .theme(theme)
        case .badge(let id, let value): .badge(id, value)
        case .setEnabled(let id, let isEnabled): isEnabled ? .enable(id) : .disable(id)
        case .remove(let id): .remove(id)
        case .insert(let index, let id, let title, let icon):
            .insert(Tab(id: id, title: title, icon: icon), at: index)
        case .setHidden(let isHidden): isHidden ? .hide : .show
        case .veto(let id, let isVetoed): isVetoed ? .veto(.tab(id)) : .unveto(.tab(id))
        case .motion(let reduced): .motion(reduced: reduced)
        case .dotBadge(let id): .badgeDot(id)
        case .labels(let labels): .labels(labels)
        case .shortcut(let n): .shortcut(n)
        case .move(let id, let index): .move(id, to: index)
        case .attach(let id): .attach(id)
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
        case .pick(let id), .badge(let id, _), .setEnabled(let id, _), .remove(let id), .veto(let id, _),
            .dotBadge(let id), .move(let id, _), .attach(let id):
            [id]
        case .insert(_, let id, _, _): [id]
        case .load, .wait, .resize, .theme, .setHidden, .tapSlot, .direction, .policy, .motion, .labels,
            .shortcut, .restore:
            []
        }
    }

}
