/// A simple line drawing for an icon name, centred on the origin in a 24 × 24 box.
///
/// Common symbol names (Heroicons and SF Symbols style: `house`, `magnifying-glass`,
/// `archive-box`, `academic-cap`, `ellipsis`, …) get a drawing when one of their words starts
/// with a known keyword; any other name gets a rounded square with its first letter. The name itself is kept in a `data-icon` attribute.
enum SVGGlyph {
    private static let drawings: [(keywords: [String], body: String)] = [
        (
            ["ellipsis", "more"],
            #"<circle cx="-7" cy="0" r="2" fill="currentColor" stroke="none"/>"#
                + #"<circle cx="0" cy="0" r="2" fill="currentColor" stroke="none"/>"#
                + #"<circle cx="7" cy="0" r="2" fill="currentColor" stroke="none"/>"#
        ),
        (["house", "home"], #"<path d="M-9 -1L0 -9L9 -1M-6.5 -3.5V8H6.5V-3.5M-2.5 8V2H2.5V8"/>"#),
        (["magnifying", "search"], #"<circle cx="-2" cy="-2" r="6.5"/><path d="M3 3L9 9"/>"#),
        (
            ["user", "person", "profile", "account"],
            #"<circle cx="0" cy="-4" r="4"/><path d="M-8 9Q-8 1 0 1Q8 1 8 9"/>"#
        ),
        (
            ["cog", "gear", "setting"],
            #"<circle cx="0" cy="0" r="3.5"/><path d="M0 -9V-6M0 6V9M-9 0H-6M6 0H9M-6.4 -6.4L-4.2 -4.2M4.2 4.2L6.4 6.4M-6.4 6.4L-4.2 4.2M4.2 -4.2L6.4 -6.4"/>"#
        ),
        (["bell", "notification"], #"<path d="M-7 5H7L5.5 3V-2A5.5 5.5 0 0 0 -5.5 -2V3ZM-2 8H2"/>"#),
        (
            ["star", "favorite", "favourite"],
            #"<path d="M0 -9L2.6 -3.2L8.6 -2.8L4.2 1.4L5.3 7.6L0 4.6L-5.3 7.6L-4.2 1.4L-8.6 -2.8L-2.6 -3.2Z"/>"#
        ),
        (
            ["heart", "like"],
            #"<path d="M0 8C-10 1 -9 -7 -4.5 -7C-2 -7 -0.5 -5 0 -4C0.5 -5 2 -7 4.5 -7C9 -7 10 1 0 8Z"/>"#
        ),
        (["archive", "box", "inbox"], #"<path d="M-9 -8H9V-3H-9ZM-8 -3V8H8V-3M-2.5 1H2.5"/>"#),
        (
            ["academic", "cap", "school", "lesson"],
            #"<path d="M0 -7L11 -2L0 3L-11 -2ZM-6 0.5V5Q0 9 6 5V0.5M9 -1V5"/>"#
        ),
        (["chat", "message", "bubble"], #"<path d="M-9 -7H9V4H-2L-6 8V4H-9Z"/>"#),
        (["book", "library"], #"<path d="M-9 -7Q-4 -9 0 -6Q4 -9 9 -7V7Q4 5 0 8Q-4 5 -9 7ZM0 -6V8"/>"#),
        (["calendar", "date"], #"<path d="M-8 -6H8V8H-8ZM-8 -2H8M-4 -9V-5M4 -9V-5"/>"#),
        (["play", "video"], #"<path d="M-5 -8L8 0L-5 8Z"/>"#),
    ]

    /// The drawing's SVG elements (stroked by the enclosing group) for `name`.
    static func body(for name: String) -> String {
        // Words of the name (`cog-6-tooth`, `house.fill`, `archivebox`) that start with a keyword.
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
        if let match = drawings.first(where: { entry in
            entry.keywords.contains { keyword in words.contains { $0.hasPrefix(keyword) } }
        }) {
            return match.body
        }
        let letter =
            name.unicodeScalars.first { ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            .map { String($0).uppercased() } ?? "?"
        return #"<rect x="-9" y="-9" width="18" height="18" rx="5"/>"#
            + #"<text x="0" y="4.5" font-size="12" font-weight="600" text-anchor="middle" fill="currentColor" stroke="none">"#
            + XMLEscaping.escape(letter) + "</text>"
    }

    /// The icon as a group at (`x`, `y`) in `color`, stroked, with its name in `data-icon`.
    static func group(_ name: String, x: Double, y: Double, color: String, scale: Double = 1) -> String {
        let transform =
            scale == 1
            ? "translate(\(SVGNumber.format(x)) \(SVGNumber.format(y)))"
            : "translate(\(SVGNumber.format(x)) \(SVGNumber.format(y))) scale(\(SVGNumber.format(scale)))"
        return #"<g class="icon" data-icon=""# + XMLEscaping.escape(name) + #"" transform=""# + transform
            + #"" color=""# + color + #"" fill="none" stroke="currentColor" stroke-width="1.8" "#
            + #"stroke-linecap="round" stroke-linejoin="round">"# + body(for: name) + "</g>"
    }
}
