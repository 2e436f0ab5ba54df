import TabBarKit
import TabBarRendering

/// Event lists for testing renderers: every message kind, and every string field filled with
/// hostile text. ``RendererConformance`` runs on these; use them in your own renderer tests.
///
/// ```swift
/// let sink = StringSink()
/// let renderer = MarkdownRenderer(sink: sink)
/// RendererFixtures.allKinds.forEach(renderer.render)
/// renderer.finish()
/// ```
public enum RendererFixtures {
    /// Six tabs in five slots (`settings` and `help` under More), 390 points wide, portrait:
    /// slot centres 39, 117, 195, 273 and 351 (the More slot). `archives` has badge `3` and
    /// `search` is disabled; `lessons` is animated.
    public static let tabs: [Tab] = [
        Tab(id: "lessons", title: "Lessons", icon: "academic-cap", animation: IconAnimation()),
        Tab(id: "archives", title: "Archives", icon: "archive-box", badge: "3"),
        Tab(id: "search", title: "Search", icon: "magnifying-glass", isEnabled: false),
        Tab(id: "profile", title: "Profile", icon: "user", selectedIcon: "user-solid"),
        Tab(id: "settings", title: "Settings", icon: "cog"),
        Tab(id: "help", title: "Help", icon: "question-mark"),
    ]

    /// A scripted session covering all ten kinds in time order: start on `lessons`, open
    /// More, pick `help` (an overflow tab), a tap on a disabled tab, a tap on a slot that does
    /// not exist (rejected with no tab), a reselect, a hide and the input reset.
    public static let allKinds: [TabBarEvent] = {
        let (wave, step) = (Duration.milliseconds(400), Duration.milliseconds(200))
        func display(_ selection: Selection, slot: Int, hidden: Bool = false) -> TabBarMessage {
            .display(
                TabBarDisplay(
                    tabs: tabs, maxVisible: 5, selection: selection, selectedSlot: slot,
                    layout: TabBarLayout(),
                    theme: .light, isHidden: hidden))
        }
        func at(_ milliseconds: Int64, _ messages: [TabBarMessage]) -> [TabBarEvent] {
            messages.map { TabBarEvent(time: .milliseconds(milliseconds), message: $0) }
        }
        return at(
            0,
            [
                display(.tab("lessons"), slot: 0), .content("lessons"),
                .curve(from: 39, to: 39, duration: .zero),
                .circle(x: 39, y: 0, alpha: 1, icon: "academic-cap", duration: .zero), .interaction(true),
            ])
            + at(
                100,
                [
                    .selected(.more, previous: .tab("lessons")), .feedback, display(.more, slot: 4),
                    .contentMore(["settings", "help"]), .interaction(false),
                    .curve(from: 39, to: 351, duration: wave),
                    .circle(x: 39, y: 30, alpha: 0, icon: "academic-cap", duration: step),
                    .input("lessons", true),
                ])
            + at(
                300,
                [
                    .circle(x: 351, y: 30, alpha: 0, icon: "ellipsis", duration: .zero),
                    .circle(x: 351, y: 0, alpha: 1, icon: "ellipsis", duration: step),
                ])
            + at(500, [.interaction(true)])
            + at(
                600,
                [
                    .selected(.tab("help"), previous: .more), .feedback, display(.tab("help"), slot: 4),
                    .content("help"), .interaction(false),
                    .circle(x: 351, y: 30, alpha: 0, icon: "ellipsis", duration: step),
                ])
            + at(1000, [.interaction(true)])
            + at(
                1234,
                [
                    .rejected(.tab("search"), reason: .disabled), .rejected(nil, reason: .unavailable),
                    .reselected(.tab("help")), .input("help", .trigger, name: "tap"),
                    .input("help", 12, name: "count"), .moved("help", from: 5, to: 4),
                    .state(
                        TabBarState(
                            selection: .tab("help"), order: ["lessons", "help"],
                            badges: ["lessons": "3", "help": .dot], disabled: ["search"], hidden: false)),
                ])
            + at(
                1600,
                [.input("lessons", false), display(.tab("help"), slot: 4, hidden: true), .bar(hidden: true)])
    }()

    /// Text that breaks naive renderers: empty, terminal escape sequences, controls, quotes,
    /// backslashes, `=`, bidi overrides, line separators, emoji sequences and other non-BMP
    /// characters, and a very long string.
    public static let hostileStrings: [String] = [
        "",
        "\u{1B}[31mred\u{1B}[0m",
        "\u{1B}]0;owned\u{07}",
        "\u{1B}[2J\u{1B}[H",
        "quote\" and 'apostrophe'",
        "back\\slash \\n \\u0000",
        "line\nbreak\r\nand\rreturn",
        "tab\tstop\u{0B}\u{0C}",
        "nul\u{0}byte",
        "del\u{7F} nel\u{85} csi\u{9B}",
        "\u{202E}evil\u{202C} \u{2066}isolate\u{2069} \u{200F}rtl",
        "line\u{2028}separator\u{2029}paragraph",
        "key=value other=\"x\"",
        "  spaced  ",
        "👩‍👩‍👧‍👦 🇫🇷 𝄞 𝕏",
        "e\u{301}\u{FEFF}\u{200B}",
        "</svg><script>&amp;",
        String(repeating: "long ", count: 2000),
    ]

    /// For every hostile string, one event of each string-carrying kind with that string in
    /// every string field (titles, icons, badges, ids, input names), one millisecond apart.
    public static let hostileEvents: [TabBarEvent] = hostileStrings.enumerated().flatMap { index, text in
        let id = TabID(text)
        let hostileTab = Tab(id: id, title: text, icon: text, selectedIcon: text, badge: TabBadge(text))
        let plain = Tab(id: "plain", title: text, icon: "plain-icon", badge: TabBadge(text), isEnabled: false)
        let overflow = Tab(id: "overflow", title: text, icon: text, badge: TabBadge(text))
        let display = TabBarDisplay(
            tabs: [hostileTab, plain, overflow], maxVisible: 2, selection: .tab(id), selectedSlot: 0,
            layout: TabBarLayout(), theme: .dark, isHidden: false)
        let messages: [TabBarMessage] = [
            .display(display), .content(.tab(id)), .content(.more(items: [id, "overflow"])),
            .circle(x: 97.5, y: 0, alpha: 1, icon: text, duration: .zero), .input(id, true, name: text),
            .input(id, .trigger, name: text), .input(id, 2.5, name: text),
            .selected(.tab(id), previous: .tab(id)),
            .feedback, .reselected(.tab(id)), .rejected(.tab(id), reason: .vetoed),
            .moved(id, from: 0, to: 1),
            .state(
                TabBarState(selection: .tab(id), order: [id], badges: [id: TabBadge(text)], disabled: [id])),
        ]
        return messages.map { TabBarEvent(time: .milliseconds(Int64(index)), message: $0) }
    }
}
