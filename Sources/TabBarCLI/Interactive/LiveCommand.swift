import TabBarKit

/// What a key press asks of the live tab bar.
public enum LiveCommand: Equatable, Sendable {
    /// Tap the slot at this index (counting from 0 in layout order).
    case tapSlot(Int)
    /// Tap the More slot, showing the More list.
    case tapMore
    /// Pick this tab from the More list.
    case pick(TabID)
    /// Switch between the light and dark themes.
    case toggleTheme
    /// Switch between left-to-right and right-to-left.
    case toggleDirection
    /// Turn Reduce Motion on or off (the behaviour contract, Motion).
    case toggleReduceMotion
    /// Move to the next tap policy: defer → drop → interrupt → defer.
    case nextTapPolicy
    /// Leave, restoring the terminal (status 0).
    case quit
    /// Leave as if interrupted (Ctrl-C; status 130).
    case interrupt
    /// Put the terminal back and stop until continued (Ctrl-Z, as SIGTSTP).
    case suspend
    /// Give this tab the next badge of the cycle none → 1 → 120 (`99+`) → dot → `new` → none
    /// (the behaviour contract, What people expect of a tab bar).
    case cycleBadge(TabID)
    /// Move to the next label mode: always → selected → never → auto → always.
    case nextLabels
    /// A user's reordering in the More list: the tab to this index in model order.
    case move(TabID, to: Int)
    /// Write the session so far as a Swift Testing file in the working directory (its path is
    /// printed on leaving).
    case writeTest

    /// The command for `key` given the bar's current state, or `nil` when the key means
    /// nothing.
    ///
    /// Number keys tap slots 1…9, or pick from the More list while it shows; the arrows tap
    /// the slot to the left or right of the selected one as the user sees it (mirrored in
    /// right-to-left), wrapping around; `m` taps More, `t` toggles the theme, `r` the
    /// direction, `a` Reduce Motion (animations off/on), `p` moves to the next tap policy, `b`
    /// cycles the selected tab's badge (the first tab's while More shows), `l` the label mode;
    /// while the More list shows, `↑` moves its first tab into the bar and `↓` the bar's last tab
    /// to the end of the list (reordering, as More → Edit does); `w` writes the session so far
    /// as a test; `q` quits.
    public static func command(for key: Key, in display: TabBarDisplay) -> LiveCommand? {
        switch key {
        case .interrupt: return .interrupt
        case .suspend: return .suspend
        case .left, .right:
            let slots = display.slotCount
            guard slots > 0 else { return nil }
            let towardsHigher = (key == .right) == (display.layout.direction == .ltr)
            let step = towardsHigher ? 1 : slots - 1
            return .tapSlot((display.selectedSlot + step) % slots)
        case .character(let character):
            switch character {
            case "q", "Q": return .quit
            case "m", "M": return .tapMore
            case "t", "T": return .toggleTheme
            case "r", "R": return .toggleDirection
            case "a", "A": return .toggleReduceMotion
            case "p", "P": return .nextTapPolicy
            case "l", "L": return .nextLabels
            case "w", "W": return .writeTest
            case "b", "B":
                guard let first = display.tabs.first else { return nil }
                return .cycleBadge(display.selection.tabID ?? first.id)
            default:
                guard let digit = character.wholeNumberValue, (1...9).contains(digit) else { return nil }
                if display.selection == .more, let moreSlot = display.moreSlot {
                    // The tabs under More are those from the More slot's index on.
                    let index = moreSlot + digit - 1
                    return index < display.tabs.count ? .pick(display.tabs[index].id) : nil
                }
                return .tapSlot(digit - 1)
            }
        case .up, .down:
            guard display.selection == .more, let moreSlot = display.moreSlot, moreSlot > 0,
                moreSlot < display.tabs.count
            else { return nil }
            return key == .up
                ? .move(display.tabs[moreSlot].id, to: moreSlot - 1)
                : .move(display.tabs[moreSlot - 1].id, to: display.tabs.count - 1)
        case .escape, .other:
            return nil
        }
    }

    /// The one-line key help shown under the bar, most important first (a narrow terminal
    /// cuts it); while the More list shows, it lists the tabs to pick from.
    ///
    /// It is built up to `maximumLength` characters at most, reading only the tabs that fit:
    /// with 100,000 tabs under More, a frame costs no more than with 5.
    public static func help(for display: TabBarDisplay, maximumLength: Int = .max) -> String {
        if display.selection == .more, let moreSlot = display.moreSlot {
            let ending = " — press a number to pick · ↑/↓ reorder · q quit"
            var text = "More: "
            var length = text.count
            // The tabs under More are the ones from the More slot's index on, in order.
            for (offset, tab) in display.tabs[moreSlot...].enumerated() {
                let piece = (offset > 0 ? " · " : "") + "\(offset + 1) \(PlainText.sanitized(tab.title))"
                text += piece
                length += piece.count
                if length >= maximumLength { return text }
            }
            return text + ending
        }
        let last = min(display.slotCount, 9)
        return
            "q quit · 1-\(last) tap · ←/→ move · m More · t theme · r rtl · a motion · p policy · b badge · l labels · w write test"
    }
}
