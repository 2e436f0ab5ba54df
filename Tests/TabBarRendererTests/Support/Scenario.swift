import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// A scripted session: a configuration and steps that drive a real presenter through a
/// ``RendererView`` in virtual time.
struct Scenario: Sendable, CustomTestStringConvertible {
    enum Step: Sendable {
        case tap(slot: Int)
        case tapMore
        case pick(TabID)
        case wait(milliseconds: Int64)
        case resize(TabBarLayout)
        case hide
        case show
        case badge(TabBadge?, TabID)
        case disable(TabID)
    }

    var name: String
    var configuration: TabBarConfiguration
    var steps: [Step]

    var testDescription: String { name }

    /// Animated tabs `lessons`, `archives`, `search` in portrait, 390 points.
    static let threeTabs = makeTabs(["lessons", "archives", "search"], animated: ["lessons", "archives"])

    static let start = Scenario(name: "start", configuration: TabBarConfiguration(tabs: threeTabs), steps: [])

    static let tap = Scenario(
        name: "tap", configuration: TabBarConfiguration(tabs: threeTabs),
        steps: [.tap(slot: 1), .wait(milliseconds: 400), .tap(slot: 1), .tap(slot: 7)])

    static let more = Scenario(
        name: "more",
        configuration: TabBarConfiguration(
            tabs: makeTabs(
                ["lessons", "archives", "search", "profile", "settings", "help"], animated: ["help"]),
            maxVisible: 5),
        steps: [
            .tapMore, .wait(milliseconds: 400), .pick("help"), .wait(milliseconds: 400), .tapMore,
            .tap(slot: 4),
        ])

    static let resizeMidAnimation = Scenario(
        name: "resize-mid-animation", configuration: TabBarConfiguration(tabs: threeTabs),
        steps: [
            .tap(slot: 2), .wait(milliseconds: 100),
            .resize(TabBarLayout(width: 844, orientation: .landscape, direction: .rtl)), .tap(slot: 0),
        ])

    static let hide = Scenario(
        name: "hide", configuration: TabBarConfiguration(tabs: threeTabs),
        steps: [.hide, .wait(milliseconds: 300), .tap(slot: 1), .pick("archives"), .show, .tap(slot: 1)])

    static let hostileTitles = Scenario(
        name: "hostile-titles",
        configuration: TabBarConfiguration(
            tabs: [
                Tab(id: "quote", title: "say \"hi\" = \\o/", icon: "bubble", badge: "\u{1B}[31m9\u{1B}[0m"),
                Tab(id: "bidi", title: "\u{202E}txet\u{202C} 👩‍👩‍👧 𝄞", icon: "line\nbreak", badge: ""),
                Tab(id: "controls", title: "nul\u{0} tab\t del\u{7F} nel\u{85}", icon: "x=y", badge: " "),
            ]),
        steps: [
            .tap(slot: 1), .wait(milliseconds: 400), .badge("\u{2028}", "controls"), .disable("controls"),
        ])

    static let all = [start, tap, more, resizeMidAnimation, hide, hostileTitles]

    /// Every event the presenter sends for this scenario (start, steps, then settle).
    @MainActor
    func events() throws -> [TabBarEvent] {
        let recorder = TabBarRecorder()
        try play(renderer: recorder)
        return recorder.events
    }

    /// What `factory`'s renderer writes for this scenario, `finish()` included.
    @MainActor
    func output(_ factory: (any TextSink) -> any TabBarRenderer) throws -> String {
        let sink = StringSink()
        let renderer = factory(sink)
        try play(renderer: renderer)
        renderer.finish()
        return sink.text
    }

    @MainActor
    private func play(renderer: any TabBarRenderer) throws {
        let scheduler = TestScheduler()
        let view = RendererView(renderer: renderer, scheduler: scheduler)
        let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        for step in steps {
            switch step {
            case .tap(let slot): presenter.didTap(slot: slot)
            case .tapMore: presenter.didTap(.more)
            case .pick(let tab): presenter.didPick(tab)
            case .wait(let milliseconds): scheduler.advance(by: .milliseconds(milliseconds))
            case .resize(let layout): try presenter.didChangeLayout(layout)
            case .hide: presenter.setHidden(true)
            case .show: presenter.setHidden(false)
            case .badge(let badge, let tab): try presenter.setBadge(badge, for: tab)
            case .disable(let tab): try presenter.setEnabled(false, for: tab)
            }
        }
        scheduler.settle()
    }
}

/// Tabs named by `ids`, titled by capitalising the id, with icon `<id>-icon`.
func makeTabs(_ ids: [TabID], animated: Set<TabID> = []) -> [Tab] {
    ids.map { id in
        Tab(
            id: id, title: id.rawValue.prefix(1).uppercased() + id.rawValue.dropFirst(), icon: "\(id)-icon",
            animation: animated.contains(id) ? IconAnimation() : nil)
    }
}
