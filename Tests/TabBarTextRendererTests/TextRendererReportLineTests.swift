import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// The text picture shows the same facts as the log: every owner report and the selection
/// feedback in its header, and a `state` as its own line, without a frame when nothing visible
/// changed.
@Suite(.tabBarChecks)
@MainActor
struct TextRendererReportLineTests {
    private static func display(_ tabs: [Tab] = demoTabs()) -> TabBarDisplay {
        TabBarDisplay(
            tabs: tabs, maxVisible: 5, selection: .tab("lessons"), selectedSlot: 0, layout: TabBarLayout(),
            theme: .light, isHidden: false)
    }

    private let display = Self.display()

    private func output(_ messages: [(milliseconds: Int64, message: TabBarMessage)]) -> String {
        RendererConformance.output(
            of: messages.map { TabBarEvent(time: .milliseconds($0.milliseconds), message: $0.message) }
        ) { _, sink in TextRenderer(sink: sink) }
    }

    @Test func movedAndFeedback_appearInTheHeader() {
        let text = output([
            (0, .display(display)), (100, .moved("search", from: 2, to: 0)),
            (100, .update(.feedback(.selection))),
        ])
        let headers = text.split(separator: "\n").filter { $0.hasPrefix("t=") }
        #expect(headers.last?.contains("moved search 2→0") == true, "\(headers)")
        #expect(headers.last?.contains("feedback selection") == true, "\(headers)")
    }

    @Test func aStateAlone_printsItsLine_andNoFrame() {
        let state = TabBarState(
            selection: .tab("lessons"), order: ["lessons", "archives"],
            badges: ["archives": "x,y", "search": .dot])
        let text = output([(0, .display(display)), (500, .state(state))])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.suffix(3) == [
                "",
                #"t=0.500  state: selection=lessons order=lessons,archives badges="archives:x\\,y,search:•" disabled="" hidden=false"#,
                "",
            ], "\(text)")
        #expect(lines.filter { $0.hasPrefix("t=") }.count == 2)
    }

    @Test func aStateWithAVisibleChange_followsItsFrame() {
        let state = TabBarState(selection: .tab("lessons"), order: ["lessons"])
        let text = output([(0, .display(display)), (0, .state(state))])
        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("t=0.000  selected: lessons") == true, "\(text)")
        #expect(
            lines.last
                == #"t=0.000  state: selection=lessons order=lessons badges="" disabled="" hidden=false"#)
    }

    /// Invisible characters are shown, as the log shows them escaped: `Zero\u{200B}Width` is not
    /// `ZeroWidth`.
    @Test func zeroWidthCharacters_areShown() {
        var tabs = demoTabs()
        tabs[0].title = "Zero\u{200B}W\u{2060}J\u{FEFF}"
        let text = output([(0, .display(Self.display(tabs)))])
        #expect(text.contains("Zero�W�J�"), "\(text)")
    }
}
