import TabBarKit
import TabBarTesting
import TabBarTextRenderer

/// The demo tabs: an animated cap, an archive with a badge, search, and for overflow a bell,
/// a disabled heart and a gear.
func demoTabs(count: Int = 3) -> [Tab] {
    let all = [
        Tab(id: "lessons", title: "Lessons", icon: "academic-cap", animation: IconAnimation()),
        Tab(id: "archives", title: "Archives", icon: "archive-box", badge: "3"),
        Tab(id: "search", title: "Search", icon: "magnifyingglass"),
        Tab(id: "alerts", title: "Alerts", icon: "bell", badge: "12"),
        Tab(id: "likes", title: "Likes", icon: "heart", isEnabled: false),
        Tab(id: "settings", title: "Settings", icon: "gear"),
    ]
    return Array(all.prefix(count))
}

/// A presenter driving a ``TextRenderer`` through a ``RendererView`` in virtual time.
@MainActor
struct TextSUT {
    let presenter: TabBarPresenter
    let renderer: TextRenderer
    let view: RendererView
    let scheduler: TestScheduler
    let sink: StringSink

    /// The frames written so far (finishing first), each as its lines.
    func frames() -> [[String]] {
        renderer.finish()
        return sink.text.split(separator: "\n\n", omittingEmptySubsequences: false).map { frame in
            frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
                !$0.isEmpty
            }
        }
    }
}

@MainActor
func makeTextSUT(
    tabs: [Tab] = demoTabs(), maxVisible: Int = 5, layout: TabBarLayout = TabBarLayout(),
    options: RendererOptions = RendererOptions(), loaded: Bool = true
) throws -> TextSUT {
    let scheduler = TestScheduler()
    let sink = StringSink()
    let renderer = TextRenderer(options: options, sink: sink)
    let view = RendererView(renderer: renderer, scheduler: scheduler)
    let configuration = TabBarConfiguration(tabs: tabs, maxVisible: maxVisible, layout: layout)
    let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
    presenter.delegate = view
    if loaded { presenter.viewDidLoad() }
    return TextSUT(presenter: presenter, renderer: renderer, view: view, scheduler: scheduler, sink: sink)
}
