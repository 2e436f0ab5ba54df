import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// `JSONLinesDecoder` reads back what `JSONLinesRenderer` writes: a long random run of a real
/// presenter, and the fixtures of every kind, decode to events that the renderer writes again
/// byte for byte, and every event but `display` decodes to the very event that was written.
@Suite(.tabBarChecks)
@MainActor
struct JSONLinesDecoderTests {
    @Test(arguments: [UInt64(20_261_205), 7, 42])
    func aLongRandomRun_roundTripsLineByLine(seed: UInt64) throws {
        let run = try RandomRun(seed: seed, steps: 1500)
        try expectRoundTrip(of: run.events)
        let kinds = Set(run.events.map(\.message.kind))
        // A run of a presenter sends every kind except `state`, which only a script asks for.
        #expect(kinds == Set(TabBarMessage.allKinds).subtracting(["state"]))
    }

    @Test func everyKindAndHostileStrings_roundTrip() throws {
        let events = RendererFixtures.allKinds + RendererFixtures.hostileEvents
        #expect(Set(events.map(\.message.kind)) == Set(TabBarMessage.allKinds))
        try expectRoundTrip(of: events)
    }

    @Test func theHeader_isReadAsTheHeader() throws {
        let sink = StringSink()
        JSONLinesRenderer(sink: sink).finish()
        let header = try #require(sink.text.split(separator: "\n").first)
        #expect(try JSONLinesDecoder.decode(header) == .header(schema: 1, version: TabBarKitInfo.version))
        #expect(try JSONLinesDecoder.event(from: header) == nil)
    }

    @Test func aKindAddedLater_isUnknownAtItsTime() throws {
        let record = try JSONLinesDecoder.decode(#"{"kind":"sparkle","t":1.25,"x":3}"#)
        #expect(record == .unknown(kind: "sparkle", time: .milliseconds(1250)))
    }

    @Test func aBrokenLine_saysWhatIsWrong() {
        #expect(throws: JSONLinesDecodingError.malformed("expected ':' at byte 9")) {
            try JSONLinesDecoder.decode(#"{"kind" "bar"}"#)
        }
        let missing = JSONLinesDecodingError.invalidField(
            kind: "bar", field: "hidden", expected: "true or false")
        #expect(throws: missing) { try JSONLinesDecoder.decode(#"{"duration":0.3,"kind":"bar","t":0}"#) }
        #expect(
            missing.description
                == "a 'bar' line's field 'hidden' must be true or false; give a line the json renderer wrote")
        #expect(throws: JSONLinesDecodingError.self) { try JSONLinesDecoder.decode("[1,2]") }
        #expect(throws: JSONLinesDecodingError.self) { try JSONLinesDecoder.decode(#"{"kind":"bar","t":0"#) }
        #expect(throws: JSONLinesDecodingError.self) {
            try JSONLinesDecoder.decode(#"{"kind":"x\ud800","t":0}"#)
        }
    }

    /// Writes `events`, decodes each line and writes the decoded events again: the two outputs
    /// are the same, and each event other than `display` decodes to itself.
    private func expectRoundTrip(of events: [TabBarEvent]) throws {
        let written = RendererConformance.output(of: events) { _, sink in JSONLinesRenderer(sink: sink) }
        let lines = written.split(separator: "\n")
        try #require(lines.count == events.count + 1)
        var decoded: [TabBarEvent] = []
        for (line, event) in zip(lines.dropFirst(), events) {
            let back = try #require(try JSONLinesDecoder.event(from: line), "no event read from \(line)")
            if event.message.kind != "display" {
                #expect(back == event, "\(line)")
            }
            decoded.append(back)
        }
        let again = RendererConformance.output(of: decoded) { _, sink in JSONLinesRenderer(sink: sink) }
        for (first, second) in zip(lines, again.split(separator: "\n")) where first != second {
            Issue.record("written again differently:\n  \(first)\n  \(second)")
            break
        }
        #expect(again == written)
    }
}

/// A presenter driven by a seeded random sequence of every kind of event an app sends, its
/// messages recorded as events.
@MainActor
private struct RandomRun {
    private(set) var events: [TabBarEvent] = []

    init(seed: UInt64, steps: Int) throws {
        var random = SeededGenerator(seed: seed)
        let ids: [TabID] = ["lessons", "archives", "search", "inbox", "profile", "settings", "likes"]
        var tabs = makeTabs(ids, animated: ["lessons", "archives", "search"])
        tabs[1].selectedIcon = "archive-box-fill"
        tabs[1].animation = IconAnimation(selectedInput: "active", tapTrigger: "tap", badgeInput: "count")
        tabs[3].badge = "3"
        let recorder = TabBarRecorder()
        let scheduler = TestScheduler()
        let view = RendererView(renderer: recorder, scheduler: scheduler)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs, tapPolicy: .interrupt), view: view,
            scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        let widths = [390.0, 320.5, 1024, 428.25]
        let badges: [TabBadge?] = [nil, "1", "42", "150", "new", .dot, "9"]
        func anyID() -> TabID { ids[Int(random.next() % UInt64(ids.count))] }
        for _ in 0..<steps {
            switch random.next() % 16 {
            case 0, 1, 2: presenter.didTap(slot: Int(random.next() % 6))
            case 3: presenter.didTap(.more)
            case 4: presenter.didPick(anyID())
            case 5, 6: scheduler.advance(by: .milliseconds(Int64(random.next() % 700)))
            case 7:
                try? presenter.didChangeLayout(
                    TabBarLayout(
                        width: widths[Int(random.next() % 4)],
                        orientation: random.next() % 2 == 0 ? .portrait : .landscape,
                        direction: random.next() % 2 == 0 ? .ltr : .rtl))
            case 8: presenter.didChangeTheme(random.next() % 2 == 0 ? .light : .dark)
            case 9: presenter.setHidden(random.next() % 3 == 0)
            case 10: try? presenter.setBadge(badges[Int(random.next() % UInt64(badges.count))], for: anyID())
            case 11: try? presenter.setEnabled(random.next() % 3 != 0, for: anyID())
            case 12: presenter.setLabels(LabelVisibility.allCases[Int(random.next() % 4)])
            case 13: try? presenter.setBadgeLimit(Int(random.next() % 120) + 1)
            case 14: presenter.didMove(anyID(), to: Int(random.next() % 7))
            default:
                switch random.next() % 3 {
                case 0: presenter.didPressShortcut(Int(random.next() % 9))
                case 1: presenter.didAttachIcon(anyID())
                default: presenter.didChangeReduceMotion(random.next() % 4 == 0)
                }
            }
        }
        scheduler.settle()
        events = recorder.events
    }
}

/// SplitMix64: a small generator whose sequence depends on the seed alone.
private struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
