import TabBarKit
import TabBarRendering
import Testing

/// Titles, icons and badges are data: whatever they hold, the document stays well-formed
/// and reads back as the same text, minus the characters XML 1.0 cannot carry.
@MainActor
struct EscapingTests {
    nonisolated static let hostile = [
        #"<script>alert("x")</script>"#,
        "Tom & Jerry's \"quotes\" > <",
        "]]><!-- --> <![CDATA[ x ]]>",
        "bell\u{07} nul\u{00} esc\u{1B}[31m red",
        "tab\tnew\nline\rreturn",
        "\u{202E}evil\u{202C} \u{FEFF} \u{FFFE}\u{FFFF} 😀 𝕏",
        "&amp; &#0; &lt;",
    ]

    /// What XML 1.0 can hold: everything but the C0 controls other than tab, LF, CR, and U+FFFE/FFFF.
    nonisolated static func xmlSafe(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { scalar in
                    let value = scalar.value
                    return (value >= 0x20 || value == 0x09 || value == 0x0A || value == 0x0D)
                        && value != 0xFFFE && value != 0xFFFF
                }))
    }

    func frame(titled title: String, icon: String = "house", badge: TabBadge? = nil) throws -> XMLElement {
        let tabs = [
            Tab(id: "a", title: title, icon: icon, badge: badge),
            Tab(id: "b", title: title, icon: icon, badge: badge),
        ]
        let frames = Harness.frames(try Harness.events(TabBarConfiguration(tabs: tabs)))
        return try XMLElement.parse(try #require(frames.last).document)
    }

    @Test(arguments: hostile)
    func hostileTitle_readsBackUnchanged(title: String) throws {
        let root = try frame(titled: title)
        let titles = root.elements("text").map(\.text)
        #expect(titles.filter { $0 == Self.xmlSafe(title) }.count == 2, "\(titles)")
        let labels = root.elements("title").map(\.text)
        #expect(labels.contains(Self.xmlSafe(title) + ", tab, 2 of 2"), "\(labels)")
    }

    @Test(arguments: hostile)
    func hostileIconAndBadge_readBackUnchanged(value: String) throws {
        let root = try frame(titled: "Plain", icon: value, badge: TabBadge(value))
        let icons = root.elements("g", class: "icon").compactMap { $0.attributes["data-icon"] }
        #expect(icons.contains(Self.xmlSafe(value)), "\(icons)")
        let circle = try #require(root.elements("g", class: "circle").first)
        #expect(circle.attributes["data-icon"] == Self.xmlSafe(value))
        let badges = root.elements("g", class: "badge")
        #expect(badges.count == 2)
    }

    @Test func hostileStrings_keepAnimatedDocumentWellFormed() throws {
        let tabs = Self.hostile.enumerated().map { index, text in
            Tab(id: TabID("t\(index)"), title: text, icon: text, badge: TabBadge(text))
        }
        let events = try Harness.events(TabBarConfiguration(tabs: tabs, maxVisible: 4)) { presenter, clock in
            presenter.didTap(slot: 2)
            clock.advance(by: .seconds(1))
            presenter.didTap(.more)
        }
        let root = try XMLElement.parse(SVGAnimationBuilder(events: events).document())
        #expect(root.elements("text").map(\.text).contains(Self.xmlSafe(Self.hostile[2])))
    }
}
