import TabBarKit
import TabBarRendering

/// The scenes the README pictures and the CI rasterisation check are drawn from.
@MainActor
enum SampleScenes {
    static let names = ["rest", "wave", "more-dark", "animated"]

    static let fiveTabs = [
        Tab(id: "home", title: "Home", icon: "house"),
        Tab(id: "lessons", title: "Lessons", icon: "academic-cap"),
        Tab(id: "archives", title: "Archives", icon: "archive-box", badge: "3"),
        Tab(id: "search", title: "Search", icon: "magnifying-glass"),
        Tab(id: "profile", title: "Profile", icon: "user"),
    ]

    static let sevenTabs = [
        Tab(id: "home", title: "Home", icon: "house"),
        Tab(id: "lessons", title: "Lessons", icon: "academic-cap", badge: "12"),
        Tab(id: "archives", title: "Archives", icon: "archive-box", isEnabled: false),
        Tab(id: "search", title: "Search", icon: "magnifying-glass"),
        Tab(id: "profile", title: "Profile", icon: "user"),
        Tab(id: "settings", title: "Settings", icon: "cog-6-tooth"),
        Tab(id: "help", title: "Help", icon: "chat-bubble"),
    ]

    /// The SVG document of the scene called `name`, or `nil` for an unknown name.
    static func document(named name: String) throws -> String? {
        switch name {
        case "rest":
            let events = try run(TabBarConfiguration(tabs: fiveTabs, initial: "lessons")) { _, _ in }
            return frame(of: events, at: nil)
        case "wave":
            let events = try run(TabBarConfiguration(tabs: fiveTabs, initial: "lessons")) { presenter, _ in
                presenter.didTap(slot: 3)
            }
            return frame(of: events, at: .milliseconds(300))
        case "more-dark":
            let configuration = TabBarConfiguration(tabs: sevenTabs, initial: "home", theme: .dark)
            let events = try run(configuration) { presenter, _ in presenter.didTap(.more) }
            return frame(of: events, at: nil)
        case "animated":
            let events = try run(TabBarConfiguration(tabs: sevenTabs, initial: "home")) { presenter, clock in
                clock.advance(by: .milliseconds(600))
                presenter.didTap(slot: 3)
                clock.advance(by: .milliseconds(1200))
                presenter.didTap(.more)
                clock.advance(by: .milliseconds(1000))
                presenter.didPick("settings")
                clock.advance(by: .milliseconds(1000))
                presenter.didTap(slot: 0)
                clock.advance(by: .milliseconds(1000))
                presenter.didChangeTheme(.dark)
                clock.advance(by: .milliseconds(800))
                presenter.didTap(slot: 1)
            }
            return SVGAnimationBuilder(events: events).document()
        default:
            return nil
        }
    }

    /// Loads a presenter, runs `script`, settles, and returns every event.
    static func run(
        _ configuration: TabBarConfiguration,
        script: (TabBarPresenter, VirtualScheduler) throws -> Void
    ) throws -> [TabBarEvent] {
        let clock = VirtualScheduler()
        let recorder = TabBarRecorder(scheduler: clock)
        let presenter = try TabBarPresenter(configuration: configuration, view: recorder, scheduler: clock)
        presenter.delegate = recorder
        presenter.viewDidLoad()
        try script(presenter, clock)
        _ = clock.settle()
        return recorder.events
    }

    /// The bar at `time` (every event up to it applied), or after the last event when `nil`.
    static func frame(of events: [TabBarEvent], at time: Duration?) -> String {
        var scene = TabBarScene()
        for event in events where time.map({ event.time <= $0 }) ?? true { scene.apply(event) }
        return SVGFrameDrawer.document(for: scene.frame(at: time ?? scene.time))
    }
}
