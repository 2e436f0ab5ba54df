import TabBarKit
import TabBarRendering

/// The wave tab bar: six tabs (so the sixth goes to the More slot), a tap that slides the wave,
/// a pick from the More list, a rotation to landscape and dark mode — drawn by the text
/// renderer, one frame per instant, in virtual time.
@main
struct WaveTabBarExample {
    /// Prints what the renderer writes.
    final class StandardOutput: TextSink {
        func write(_ text: String) { print(text, terminator: "") }
    }

    @MainActor
    static func main() throws {
        let tabs = [
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
            Tab(id: "inbox", title: "Inbox", icon: "bell", badge: "2"),
            Tab(id: "likes", title: "Likes", icon: "heart"),
            Tab(id: "profile", title: "Profile", icon: "person"),
            Tab(id: "settings", title: "Settings", icon: "gear"),
        ]
        let scheduler = VirtualScheduler()
        let renderer = TextRenderer(options: RendererOptions(columns: 64), sink: StandardOutput())
        let view = RendererView(renderer: renderer, scheduler: scheduler)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        scheduler.advance(by: .milliseconds(500))

        presenter.didTap(slot: 2)  // the wave slides to Inbox
        scheduler.advance(by: .milliseconds(400))
        presenter.didTap(.more)  // the More slot: its list shows Profile and Settings
        scheduler.advance(by: .milliseconds(400))
        presenter.didPick("settings")  // same slot: the circle sinks and rises in place
        scheduler.advance(by: .milliseconds(400))
        try presenter.didChangeLayout(TabBarLayout(width: 844, orientation: .landscape))
        presenter.didChangeTheme(.dark)
        scheduler.settle()
        renderer.finish()
    }
}
