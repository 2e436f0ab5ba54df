import TabBarKit
import TabBarRendering

/// One command of the script language (see ``ScriptParser`` for the syntax).
///
/// Its ``description`` is the command written back as script text.
public enum ScriptCommand: Equatable, Sendable, CustomStringConvertible {
    /// `tap ID` / `tap more`: a user's tap on the slot showing the target.
    case tap(Selection)
    /// `pick ID`: a user's choice from the More list.
    case pick(TabID)
    /// `select ID|more [animated]`: a programmatic selection.
    case select(Selection, animated: Bool)
    /// `wait SECONDS`: let time pass (whole milliseconds).
    case wait(Duration)
    /// `resize WIDTH [portrait|landscape]`: a new width, and orientation if given.
    case resize(width: Double, orientation: Orientation?)
    /// `theme light|dark`.
    case theme(Theme)
    /// `badge ID VALUE` / `badge ID none`: set (or clear, `nil`) a badge.
    case badge(TabID, String?)
    /// `enable ID`.
    case enable(TabID)
    /// `disable ID`.
    case disable(TabID)
    /// `remove ID`.
    case remove(TabID)
    /// `insert INDEX ID "TITLE" ICON`.
    case insert(Tab, at: Int)
    /// `hide`: hide the bar.
    case hide
    /// `show`: show the bar.
    case show
    /// `veto ID|more`: the owner starts vetoing user selections of the target.
    case veto(Selection)
    /// `unveto ID|more`: the owner stops vetoing them.
    case unveto(Selection)
    /// `motion reduced` / `motion full`: Reduce Motion on (`true`) or off (the behaviour contract, Motion).
    case motion(reduced: Bool)
    /// `badge ID dot`: a dot badge (the behaviour contract, What people expect of a tab bar; a quoted `"dot"` is text).
    case badgeDot(TabID)
    /// `labels always|selected|never|auto`: which slots show their title.
    case labels(LabelVisibility)
    /// `shortcut N`: the keyboard shortcut ⌘N, the Nth tab in model order (any whole number ≥ 0;
    /// one outside `1…tabs` is rejected at run time).
    case shortcut(Int)
    /// `move ID INDEX`: a user's reordering, the tab to INDEX in model order (any whole number
    /// ≥ 0; one out of range is rejected at run time).
    case move(TabID, to: Int)
    /// `state`: the renderer is given the bar's restorable state (the JSON renderer prints
    /// `{"kind":"state",…}`).
    case state
    /// `restore FILE`: restore the state read from FILE (read and checked before anything runs).
    case restore(TabBarState, file: String)
    /// `attach ID`: the view (re)created the tab's icon; its state inputs are sent again (the
    /// behaviour contract, Icon state machines).
    case attach(TabID)
    /// `direction ltr|rtl`: the layout's direction changes, the width and orientation kept (as
    /// the live terminal's `r` key does).
    case direction(LayoutDirection)
    /// `policy defer|drop|interrupt`: the tap policy from now on (as the live terminal's `p`
    /// key does).
    case policy(TapPolicy)

    /// The command's name, as written in a script.
    public var name: String {
        switch self {
        case .tap: "tap"
        case .pick: "pick"
        case .select: "select"
        case .wait: "wait"
        case .resize: "resize"
        case .theme: "theme"
        case .badge: "badge"
        case .enable: "enable"
        case .disable: "disable"
        case .remove: "remove"
        case .insert: "insert"
        case .hide: "hide"
        case .show: "show"
        case .veto: "veto"
        case .unveto: "unveto"
        case .motion: "motion"
        case .badgeDot: "badge"
        case .labels: "labels"
        case .shortcut: "shortcut"
        case .move: "move"
        case .state: "state"
        case .restore: "restore"
        case .attach: "attach"
        case .direction: "direction"
        case .policy: "policy"
        }
    }

    /// The command as script text, quoting where needed: `badge inbox "new mail"`.
    public var description: String {
        switch self {
        case .tap(let target): "tap \(target)"
        case .pick(let id): "pick \(id)"
        case .select(let target, let animated): "select \(target)" + (animated ? " animated" : "")
        case .wait(let duration): "wait \(Self.seconds(duration))"
        case .resize(let width, let orientation):
            "resize \(DecimalText.number(width))" + (orientation.map { " \($0.rawValue)" } ?? "")
        case .theme(let theme): "theme \(theme.rawValue)"
        case .badge(let id, let value):
            "badge \(id) "
                + (value.map { $0 == "dot" ? Self.quoted($0) : Self.word($0, reserving: "none") } ?? "none")
        case .enable(let id): "enable \(id)"
        case .disable(let id): "disable \(id)"
        case .remove(let id): "remove \(id)"
        case .insert(let tab, let index):
            "insert \(index) \(tab.id) \(Self.quoted(tab.title)) \(Self.word(tab.icon, reserving: nil))"
        case .hide: "hide"
        case .show: "show"
        case .veto(let target): "veto \(target)"
        case .unveto(let target): "unveto \(target)"
        case .motion(let reduced): reduced ? "motion reduced" : "motion full"
        case .badgeDot(let id): "badge \(id) dot"
        case .labels(let labels): "labels \(labels.rawValue)"
        case .shortcut(let n): "shortcut \(n)"
        case .move(let id, let index): "move \(id) \(index)"
        case .state: "state"
        case .restore(_, let file): "restore \(Self.word(file, reserving: nil))"
        case .attach(let id): "attach \(id)"
        case .direction(let direction): "direction \(direction.rawValue)"
        case .policy(let policy): "policy \(policy.rawValue)"
        }
    }

    /// `1.5`, `0.001`, `2`: whole milliseconds as decimal seconds.
    static func seconds(_ duration: Duration) -> String {
        DecimalText.seconds(milliseconds: duration.wholeMilliseconds)
    }

    /// `text` as one word: as is when that reads back the same, otherwise quoted. Scalars,
    /// not characters, are checked (as the tokenizer reads them): a space or a quote followed
    /// by a combining mark is one `Character` but still a separator or a quote.
    static func word(_ text: String, reserving reserved: String?) -> String {
        let plain =
            !text.isEmpty && text != reserved
            && !text.unicodeScalars.contains {
                $0 == " " || $0 == "\t" || $0 == "\r" || $0 == ";" || $0 == "#" || $0 == "\"" || $0 == "\\"
            }
        return plain ? text : quoted(text)
    }

    /// `"text"` with `\"` and `\\` escaped (scalar by scalar, as the tokenizer reads them).
    static func quoted(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        result.append("\"")
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { result.append("\\") }
            result.append(scalar)
        }
        result.append("\"")
        return String(result)
    }
}
