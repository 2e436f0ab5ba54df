/// A tab's badge, and which kind it is: a *count* (a whole number written in ASCII digits,
/// shown up to the configuration's ``TabBarConfiguration/badgeLimit`` and as `99+` above it),
/// a *dot*, or *text* (anything else). A tab without a badge has none (`nil`); empty text is
/// none too (``Tab/badge`` never holds it).
///
/// ```swift
/// var tab = Tab(id: "inbox", title: "Inbox", icon: "tray", badge: "120")
/// tab.badge?.kind                // .count
/// tab.badge?.shown(limit: 99)    // "99+"
/// tab.badge = "\(unread)"        // a string literal or interpolation is a count or text
/// tab.badge = TabBadge(text)     // so is any string
/// tab.badge = .dot               // a dot: shown as "", spoken ", new"
/// ```
///
/// The badge keeps what was written (`"007"` stays `"007"`, shown as `7`), so a saved state
/// gives back the same text.
public struct TabBadge: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Which kind a badge is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A whole number 0…2³¹−1 written in ASCII digits.
        case count
        /// Any other text.
        case text
        /// A dot, with no text.
        case dot
    }

    /// The badge as written: the text of a count or a text badge, `""` for a dot.
    public let written: String
    /// Which kind the badge is.
    public let kind: Kind

    /// The largest count, 2³¹−1; longer digit strings are text.
    public static let largestCount = 2_147_483_647

    /// A dot badge.
    public static let dot = TabBadge(written: "", kind: .dot)

    /// A count badge of `value` (negative values are written as text).
    public static func count(_ value: Int) -> TabBadge { TabBadge("\(value)") }

    /// A badge as written: a count when `written` is a whole number in ASCII digits
    /// (0…2³¹−1, leading zeros allowed), otherwise text. `"dot"` is text; use ``dot`` for a dot.
    public init(_ written: String) {
        self.written = written
        self.kind = Self.count(of: written) == nil ? .text : .count
    }

    /// Creates a badge from a string literal, as ``init(_:)`` does.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a badge from an interpolated string (`"\(count)"`), as ``init(_:)`` does.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    private init(written: String, kind: Kind) {
        self.written = written
        self.kind = kind
    }

    /// The number of a count badge (`"007"` → 7); `nil` for a dot or text.
    public var count: Int? { kind == .count ? Self.count(of: written) : nil }

    /// Whether the badge shows nothing at all: empty text (a dot is shown).
    public var isEmpty: Bool { kind != .dot && written.isEmpty }

    /// What the bar shows: a count as its number, or `<limit>+` above `limit`; text as
    /// written; `""` for a dot.
    public func shown(limit: Int) -> String {
        guard let count else { return written }
        return count > limit ? "\(limit)+" : "\(count)"
    }

    /// What a screen reader speaks after the slot's label: the shown badge, or `new` for a dot.
    public func spoken(limit: Int) -> String { kind == .dot ? "new" : shown(limit: limit) }

    /// The badge as written, or `•` for a dot.
    public var description: String { kind == .dot ? "•" : written }

    /// The number `text` writes, when it is 1…10 ASCII digits no greater than 2³¹−1.
    static func count(of text: String) -> Int? {
        var value = 0
        var digits = 0
        for byte in text.utf8 {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
            digits += 1
            if value > largestCount { return nil }
        }
        return digits == 0 ? nil : value
    }
}
