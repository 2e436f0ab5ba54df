/// Makes untrusted text safe to put on a terminal, and measures it in columns.
///
/// Titles, icons and badges come from manifests, scripts and apps; none of it may reach a
/// terminal raw. ``clean(_:)``:
/// - removes escape sequences (ESC and C1 introduced: CSI, OSC, DCS, SOS, PM, APC, and
///   two-character escapes) and puts one `�` where each one was, so the removal is visible;
/// - replaces every other C0 control, DEL and C1 control with `�`, except tab, line feed,
///   carriage return, vertical tab, form feed, NEL and the line and paragraph separators,
///   which become a space;
/// - replaces format characters (general category Cf) with `�` as well, since a reader cannot
///   see them and two titles must not look alike: the bidi embeddings, overrides and isolates
///   (U+202A–U+202E, U+2066–U+2069), the marks U+200E/U+200F and U+061C, the zero-width space
///   U+200B, the word joiner U+2060, the byte order mark U+FEFF, soft hyphens and tag
///   characters — all but the zero-width non-joiner and joiner (U+200C, U+200D), which hold
///   emoji and scripts together and are kept, as the log renderer keeps them.
///
/// An escape string (OSC, DCS, …) that is never terminated swallows the rest of the text:
/// failing safe matters more than keeping it.
///
/// ```swift
/// TerminalSanitizer.clean("Inbox\u{1B}[31m\u{202E}!")   // "Inbox��!"
/// TerminalSanitizer.displayWidth(of: "日本")               // 4
/// ```
public enum TerminalSanitizer {
    /// What a removed control or escape sequence is shown as: U+FFFD `�`.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    private enum State {
        case text
        case escape  // after ESC
        case escapeIntermediate  // ESC followed by 0x20–0x2F
        case controlSequence  // CSI parameters and intermediates
        case controlString  // OSC, DCS, SOS, PM, APC: until BEL or ST
    }

    /// `text` with escape sequences removed and controls and format characters replaced.
    public static func clean(_ text: String) -> String {
        if isClean(text) { return text }
        var output = String.UnicodeScalarView()
        var state = State.text
        for scalar in text.unicodeScalars {
            let (next, reprocess) = step(state, scalar, into: &output)
            state = next
            if reprocess { state = cleanTextScalar(scalar, into: &output) }
        }
        return String(output)
    }

    /// Advances the escape-sequence state machine by one scalar. `reprocess` is true when the
    /// scalar ended a sequence without belonging to it and must be handled as text.
    private static func step(
        _ state: State, _ scalar: Unicode.Scalar, into output: inout String.UnicodeScalarView
    ) -> (state: State, reprocess: Bool) {
        let value = scalar.value
        switch state {
        case .text:
            return (cleanTextScalar(scalar, into: &output), false)
        case .escape where value == 0x5B:
            return (.controlSequence, false)
        case .escape where [0x5D, 0x50, 0x58, 0x5E, 0x5F].contains(value):
            return (.controlString, false)
        case .escape, .escapeIntermediate:
            if (0x20...0x2F).contains(value) { return (.escapeIntermediate, false) }
            if (0x30...0x7E).contains(value) { return (.text, false) }
            return (.text, true)
        case .controlSequence:
            if (0x20...0x3F).contains(value) { return (.controlSequence, false) }
            if (0x40...0x7E).contains(value) { return (.text, false) }
            return (.text, true)
        case .controlString:
            switch value {
            case 0x07, 0x9C: return (.text, false)
            case 0x1B: return (.escape, false)
            default: return (.controlString, false)
            }
        }
    }

    /// Handles one scalar outside any escape sequence; returns the next state.
    private static func cleanTextScalar(_ scalar: Unicode.Scalar, into output: inout String.UnicodeScalarView)
        -> State
    {
        switch scalar.value {
        case 0x1B:
            output.append(replacement)
            return .escape
        case 0x9B:
            output.append(replacement)
            return .controlSequence
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
            output.append(replacement)
            return .controlString
        case 0x09...0x0D, 0x85, 0x2028, 0x2029:
            output.append(" ")
        case 0x00...0x1F, 0x7F...0x9F:
            output.append(replacement)
        default:
            output.append(isVisibleOrJoiner(scalar) ? scalar : replacement)
        }
        return .text
    }

    /// Whether `text` needs no cleaning (the common case, checked without allocating).
    public static func isClean(_ text: String) -> Bool {
        for byte in text.utf8 where byte < 0x20 || byte == 0x7F || byte >= 0xC2 {
            if byte < 0x80 { return false }
            return text.unicodeScalars.allSatisfy(isSafe)
        }
        return true
    }

    /// Whether `scalar` may be written to a terminal as it is.
    public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x2028, 0x2029: return false
        case 0x20...0x7E, 0xA0...0x5FF, 0x2500...0x25FF: return true  // no format characters here
        default: return isVisibleOrJoiner(scalar)
        }
    }

    /// Whether `scalar` is not a format character, or is one of the joiners (U+200C, U+200D)
    /// that emoji sequences and scripts need.
    private static func isVisibleOrJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200C || scalar.value == 0x200D || scalar.properties.generalCategory != .format
    }

    /// The columns `scalar` takes on a terminal: 0, 1 or 2.
    ///
    /// A simple approximation of `wcwidth`: combining and enclosing marks, format characters,
    /// controls and Hangul medial vowels take 0; emoji with emoji presentation and East Asian
    /// wide and full-width characters (CJK, kana, Hangul syllables, full-width forms) take 2;
    /// everything else, East Asian ambiguous characters included, takes 1.
    public static func displayWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        // Fast paths: Latin-1 and Latin Extended before the combining marks; box drawing and
        // block elements, none of them wide.
        if (0xA0..<0x300).contains(value) { return value == 0xAD ? 0 : 1 }
        if (0x2500...0x259F).contains(value) { return 1 }
        if value < 0x20 || (0x7F...0x9F).contains(value) || (0x1160...0x11FF).contains(value) { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if isWide(value) || properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The columns `text` takes on a terminal: the sum of its scalars' widths.
    public static func displayWidth(of text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += displayWidth(of: scalar) }
        return width
    }

    /// `text` cut to at most `width` columns, ending with `…` when anything was cut.
    ///
    /// ```swift
    /// TerminalSanitizer.truncate("Notifications", toWidth: 6)   // "Notif…"
    /// ```
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard displayWidth(of: text) > width else { return text }
        guard width > 0 else { return "" }
        var output = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            let scalarWidth = displayWidth(of: scalar)
            if used + scalarWidth > width - 1 { break }
            output.append(scalar)
            used += scalarWidth
        }
        output.append("…")
        return String(output)
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, the main blocks).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
