/// Glyphs for icon symbol names, so a terminal can show an icon.
///
/// Names are matched without case and without common style suffixes: SF Symbols' dotted
/// variants (`house.fill` → `house`) and Heroicons' `-outline`/`-solid` (`bell-solid` →
/// `bell`). A name without a glyph falls back to its first letter, upper-cased
/// (`lessons-icon` → `L`); a name without letters to `?`. The result is always safe for a
/// terminal (see ``TerminalSanitizer``).
///
/// ```swift
/// IconGlyph.glyph(for: "magnifyingglass")   // "⌕"
/// IconGlyph.glyph(for: "archive-box")       // "▤"
/// IconGlyph.glyph(for: "rocket")            // "R"
/// ```
public enum IconGlyph {
    /// The glyphs known by name (after normalising: lower case, no style suffix).
    public static let known: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("⌂", ["house", "home"]),
            ("⌕", ["magnifyingglass", "magnifying-glass", "search"]),
            ("☺", ["person", "user", "user-circle", "profile", "account"]),
            ("☻", ["person-2", "users", "user-group", "people", "group"]),
            ("⚙", ["gear", "gearshape", "cog", "cog-6-tooth", "cog-8-tooth", "settings"]),
            ("⍾", ["bell", "bell-alert", "notifications", "notification"]),
            ("♥", ["heart", "favorite", "favorites", "like"]),
            ("★", ["star", "sparkles"]),
            ("▤", ["archive-box", "archivebox", "archive", "tray", "tray-full"]),
            ("⌓", ["academic-cap", "graduationcap", "school"]),
            ("…", ["ellipsis", "ellipsis-horizontal", "ellipsis-vertical", "more"]),
            ("✉", ["envelope", "mail", "inbox", "message"]),
            ("▦", ["calendar", "calendar-days"]),
            ("◷", ["clock", "history", "time"]),
            ("▥", ["chart", "chart-bar", "chart-pie", "stats"]),
            ("⚑", ["flag", "bookmark"]),
            ("▯", ["book", "book-open", "books", "doc", "document", "document-text", "file"]),
            ("♫", ["music", "musical-note", "music-note"]),
            ("▣", ["photo", "camera", "image", "photograph", "video"]),
            ("⌖", ["map", "map-pin", "location", "mappin"]),
            ("☏", ["phone"]),
            ("✎", ["pencil", "pencil-square", "edit", "square-and-pencil"]),
            ("☰", ["list", "bars-3", "menu", "line-3-horizontal"]),
            ("▚", ["grid", "squares-2x2", "square-grid-2x2"]),
            ("▶", ["play", "play-circle"]),
            ("✓", ["check", "checkmark", "check-circle"]),
            ("✕", ["xmark", "x-mark", "close"]),
            ("+", ["plus", "plus-circle", "add"]),
            ("☼", ["sun", "sun-max"]),
            ("☾", ["moon"]),
            ("☁", ["cloud"]),
            ("⇩", ["download", "arrow-down-tray"]),
            ("⇧", ["upload", "arrow-up-tray", "share", "square-and-arrow-up"]),
        ]
        for (glyph, names) in groups {
            for name in names { table[name] = glyph }
        }
        return table
    }()

    /// The glyph for the icon named `name`: a known glyph, else its first letter.
    public static func glyph(for name: String) -> String {
        if let glyph = known[name] { return glyph }
        let normalised = normalise(name)
        if let glyph = known[normalised] { return glyph }
        return fallback(for: name)
    }

    /// `name` in lower case without its style suffix: the key into ``known``.
    static func normalise(_ name: String) -> String {
        var base = Substring(name.lowercased())
        if let dot = base.firstIndex(of: ".") {
            // SF Symbols: `person.crop.circle` → `person`, but keep `person.2` as `person-2`.
            let rest = base[base.index(after: dot)...]
            base = rest.first?.isNumber == true ? Substring(base.replacingDot()) : base[..<dot]
        }
        for suffix in ["-outline", "-solid", "-fill", "-filled", "-mini", "-micro"]
        where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
        }
        return String(base)
    }

    /// The first letter of `name`, upper-cased, or `?`.
    static func fallback(for name: String) -> String {
        for scalar in TerminalSanitizer.clean(name).unicodeScalars
        where scalar.properties.isAlphabetic && TerminalSanitizer.displayWidth(of: scalar) > 0 {
            let upper = String(scalar).uppercased()
            return upper.unicodeScalars.first.map { String($0) } ?? "?"
        }
        return "?"
    }
}

extension Substring {
    /// The text up to the second dot, with the first dot as `-` (`person.2.fill` → `person-2`).
    fileprivate func replacingDot() -> String {
        let parts = split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.prefix(2).joined(separator: "-")
    }
}
