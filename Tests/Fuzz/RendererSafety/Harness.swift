// libFuzzer harness for the text and log renderers: a fuzzed string, used as a
// tab's title, icon and badge, never puts a control, format or bidi character on the text
// renderer's output (no colour), and the log renderer writes exactly one line per message.
import TabBarKit
import TabBarRendering

/// Counts the messages it passes on to `inner`.
@MainActor
final class CountingRenderer: TabBarRenderer {
    let inner: any TabBarRenderer
    var count = 0
    init(_ inner: any TabBarRenderer) { self.inner = inner }
    func render(_ event: TabBarEvent) {
        count += 1
        inner.render(event)
    }
    func finish() { inner.finish() }
}

/// Plays a start, a tap, a More pick and a resize with tabs named by `text` into `renderer`.
@MainActor
func play(_ text: String, into renderer: any TabBarRenderer) {
    let scheduler = VirtualScheduler()
    let view = RendererView(renderer: renderer, scheduler: scheduler)
    let tabs = [
        Tab(id: "fuzz", title: text, icon: text, badge: TabBadge(text)), Tab(id: "b", title: "B", icon: "b"),
        Tab(id: "c", title: text, icon: "c", selectedIcon: text), Tab(id: "d", title: "D", icon: "d"),
    ]
    guard
        let presenter = try? TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs, maxVisible: 3), view: view, scheduler: scheduler)
    else { fail("a valid configuration was refused") }
    presenter.delegate = view
    presenter.viewDidLoad()
    presenter.didTap(.more)
    scheduler.advance(by: .milliseconds(500))
    presenter.didPick("c")
    scheduler.advance(by: .milliseconds(100))
    try? presenter.didChangeLayout(TabBarLayout(width: 200, orientation: .landscape))
    scheduler.settle()
    renderer.finish()
}

/// libFuzzer's entry point: one input, one string.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRendererSafety(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    MainActor.assumeIsolated {
        let textSink = StringSink()
        play(text, into: TextRenderer(options: RendererOptions(color: false, columns: 60), sink: textSink))
        for scalar in textSink.text.unicodeScalars where scalar != "\n" {
            require(
                !UnsafeScalar.contains(scalar),
                "a control, bidi or separator character U+\(scalar.value) in text output")
        }

        let logSink = StringSink()
        let counter = CountingRenderer(LogRenderer(sink: logSink))
        play(text, into: counter)
        var lines = 0
        for scalar in logSink.text.unicodeScalars {
            if scalar == "\n" { lines += 1 }
            require(scalar == "\n" || scalar.value >= 0x20, "a raw control character in a log line")
            require(
                scalar.value != 0x2028 && scalar.value != 0x2029 && scalar.value != 0x85,
                "a raw line separator in a log line")
        }
        require(lines == counter.count, "\(counter.count) messages but \(lines) log lines")
    }
    return 0
}
