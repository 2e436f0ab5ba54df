import TabBarKit
import TabBarRendering
import TabBarTestSupport
import TabBarTesting

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
    let sink: FrameSink

    /// Finishes the renderer and returns every frame written, each as its lines.
    func finishedFrames() -> [[String]] {
        renderer.finish()
        return sink.frames
    }
}

/// A sink that keeps each write apart: the text renderer writes one frame per write.
final class FrameSink: TextSink {
    /// Everything written, in order.
    private(set) var text = ""
    /// Each write's lines, without the blank separator line and the final line break.
    private(set) var frames: [[String]] = []

    func write(_ text: String) {
        self.text += text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first == "", !frames.isEmpty { lines.removeFirst() }
        if lines.last == "" { lines.removeLast() }
        frames.append(lines)
    }
}

@MainActor
func makeTextSUT(
    tabs: [Tab] = demoTabs(), maxVisible: Int = 5, layout: TabBarLayout = TabBarLayout(),
    options: RendererOptions = RendererOptions(), loaded: Bool = true
) throws -> TextSUT {
    let scheduler = TestScheduler()
    let sink = FrameSink()
    let renderer = TextRenderer(options: options, sink: sink)
    let view = RendererView(renderer: renderer, scheduler: scheduler)
    let configuration = TabBarConfiguration(tabs: tabs, maxVisible: maxVisible, layout: layout)
    let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
    presenter.delegate = view
    if loaded { presenter.viewDidLoad() }
    return TextSUT(presenter: presenter, renderer: renderer, view: view, scheduler: scheduler, sink: sink)
}

/// The rows of a frame, counted from the header (row 0).
enum Row {
    static let header = 0
    static let circle = 1
    static let edge = 2
    static let dip = 3
    static let icons = 4
    static let titles = 5
    static let more = 6
}

/// The column of the bar's `x` points in `columns` columns, by the contract's linear mapping.
func expectedColumn(_ x: Double, width: Double = TabBarLayout.defaultWidth, columns: Int = 80) -> Int {
    Int((x / width * Double(columns)).rounded(.down))
}

/// The centre of `slot` of `slots` in a bar `width` wide, by the contract's formula.
func slotCentre(_ slot: Int, of slots: Int, width: Double = TabBarLayout.defaultWidth) -> Double {
    width * (Double(slot) + 0.5) / Double(slots)
}

/// Ease-in-ease-out progress as the contract defines it (the behaviour contract, <doc:BehaviorContract#Motion>): Core Animation's cubic
/// Bézier (0.42, 0) (0.58, 1), worked out independently of the code under test.
func easeInEaseOut(_ fraction: Double) -> Double { BezierReference.easeInEaseOut(fraction) }

/// The characters of a line, one per column (the test data uses one-column glyphs only).
func cells(_ line: String) -> [Character] { Array(line) }

/// The character at `column` of `line`, or a space past its end.
func cell(_ line: String, _ column: Int) -> Character {
    let characters = cells(line)
    return column < characters.count ? characters[column] : " "
}
