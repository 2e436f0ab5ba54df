import TabBarKit
import TabBarRendering

/// Registers a Markdown renderer next to the built-in ones, picks it by name — as `tabbar
/// --renderer markdown` would — and drives a presenter through it.
@main
struct CustomRendererExample {
    @MainActor
    static func main() throws {
        var registry = RendererRegistry()
        try registry.register("markdown", summary: "a Markdown table per display") { _, sink in
            MarkdownRenderer(sink: sink)
        }
        let name = CommandLine.arguments.dropFirst().first ?? "markdown"
        let output = StringSink()
        let renderer: any TabBarRenderer
        do {
            renderer = try registry.makeRenderer(named: name, output: output)
        } catch {
            print("error: \(error)")
            return
        }

        let tabs = [
            Tab(id: "home", title: "Home", icon: "house"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
            Tab(id: "inbox", title: "Inbox | 2", icon: "bell", badge: "2"),
        ]
        let scheduler = VirtualScheduler()
        let view = RendererView(renderer: renderer, scheduler: scheduler)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.delegate = view
        view.shouldSelect = { $0 != .tab("inbox") }

        presenter.viewDidLoad()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(400))
        presenter.didTap(slot: 2)
        scheduler.settle()
        renderer.finish()
        print(output.text, terminator: "")
    }
}
