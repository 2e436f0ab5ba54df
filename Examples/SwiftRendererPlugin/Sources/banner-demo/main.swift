// BannerRenderer in-process: a presenter with the tabs of tabs.json, a tap on Archives and
// 0.4 s — what `tabbar --manifest tabs.json --script "tap archives; wait 0.4"` plays. The plug-in
// built from the same renderer prints the same lines (`.ci/plugins` compares them).
import BannerRenderer
import TabBarKit
import TabBarRendering

let tabs = [
    Tab(id: "lessons", title: "Lessons", icon: "academic-cap", animation: IconAnimation(artboard: "lessons")),
    Tab(
        id: "archives", title: "Archives", icon: "archive-box", badge: "3",
        animation: IconAnimation(artboard: "archives")),
    Tab(id: "search", title: "Search", icon: "magnifyingglass"),
]
let sink = StringSink()
let scheduler = VirtualScheduler()
let view = RendererView(renderer: BannerRenderer(sink: sink), scheduler: scheduler)
let presenter = try TabBarPresenter(
    configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
presenter.delegate = view
presenter.viewDidLoad()
presenter.didTap(.tab("archives"))
scheduler.advance(by: .milliseconds(400))
scheduler.settle()
print(sink.text, terminator: "")
