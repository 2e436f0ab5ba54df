import Foundation
import TabBarCLI
import TabBarKit
import TabBarRendering
import TabBarScript
import Testing

/// The live terminal's `w`: the session so far written as the test `--emit-test` prints for
/// the script that replays it. Keys are driven as the live session drives them (the bar's
/// latest display decides what a key means), on a virtual clock instead of a terminal.
@MainActor
struct LiveRecordingTests {
    private static let manifest = """
        {"tabs": [
          {"id": "lessons", "title": "Lessons", "icon": "academic-cap"},
          {"id": "archives", "title": "Archives", "icon": "archive-box"},
          {"id": "search", "title": "Search", "icon": "magnifyingglass"},
          {"id": "inbox", "title": "Inbox", "icon": "tray"},
          {"id": "profile", "title": "Profile", "icon": "person"},
          {"id": "settings", "title": "Settings", "icon": "gear"}
        ], "maxVisible": 4}
        """
    private static let configuration = TabBarConfiguration(
        tabs: [
            Tab(id: "lessons", title: "Lessons", icon: "academic-cap"),
            Tab(id: "archives", title: "Archives", icon: "archive-box"),
            Tab(id: "search", title: "Search", icon: "magnifyingglass"),
            Tab(id: "inbox", title: "Inbox", icon: "tray"),
            Tab(id: "profile", title: "Profile", icon: "person"),
            Tab(id: "settings", title: "Settings", icon: "gear"),
        ], maxVisible: 4)

    /// A live session on a virtual clock: what `LiveSession` does with a key, minus the terminal.
    @MainActor
    private final class Session {
        let scheduler = VirtualScheduler()
        let recorder: TabBarRecorder
        let recording: LiveRecording
        private(set) var events: [TabBarEvent] = []
        private var scene = TabBarScene()

        init() throws {
            recorder = TabBarRecorder(scheduler: scheduler)
            let presenter = try TabBarPresenter(
                configuration: LiveRecordingTests.configuration, view: recorder, scheduler: scheduler)
            presenter.delegate = recorder
            recording = LiveRecording(
                presenter: presenter, configuration: LiveRecordingTests.configuration, scheduler: scheduler)
            presenter.viewDidLoad()
        }

        /// Lets `milliseconds` pass, then presses `key`; returns what it meant.
        @discardableResult
        func press(_ key: Key, after milliseconds: Int) -> LiveCommand? {
            scheduler.advance(by: .milliseconds(milliseconds))
            events += recorder.events
            for event in recorder.events { scene.apply(event) }
            recorder.removeAll()
            guard let display = scene.display, let command = LiveCommand.command(for: key, in: display) else {
                return nil
            }
            if command != .writeTest { recording.perform(command) }
            return command
        }
    }

    @Test func w_writesTheSessionSoFar_asTheTestEmitTestPrintsForItsScript() throws {
        let session = try Session()
        let keys: [(Key, Int)] = [
            (.character("3"), 500), (.character("4"), 100), (.character("r"), 700), (.right, 300),
            (.character("p"), 50), (.character("2"), 100), (.character("3"), 50), (.character("b"), 300),
            (.character("b"), 20), (.character("l"), 200), (.character("t"), 100), (.character("a"), 100),
            (.character("m"), 200), (.character("1"), 300), (.up, 100), (.character("a"), 100),
        ]
        for (key, milliseconds) in keys { session.press(key, after: milliseconds) }
        #expect(session.press(.character("w"), after: 1500) == .writeTest)

        let script = session.recording.script
        // Every toggle has its script command, so the whole session replays.
        #expect(script.commands.contains(.direction(.rtl)))
        #expect(script.commands.contains(.policy(.drop)))
        #expect(script.commands.contains(.motion(reduced: true)))
        #expect(script.commands.contains(.theme(.dark)))
        #expect(script.commands.contains(.labels(.selected)))
        #expect(script.commands.last == .wait(.milliseconds(1500)))

        // The script replays the session: the same messages at the same instants.
        let replayed = TabBarRecorder()
        try ScriptRunner.play(script, configuration: Self.configuration, renderer: replayed)
        let now = session.scheduler.now
        let replayedSoFar = replayed.events.filter { $0.time <= now }
        #expect(replayedSoFar.count == session.events.count)
        let mismatch = zip(replayedSoFar, session.events).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            mismatch == nil,
            "first difference at event \(mismatch?.offset ?? 0): \(String(describing: mismatch?.element))")

        let directory = try Tabbar.temporaryDirectory()
        try Self.manifest.write(
            to: directory.appendingPathComponent("tabs.json"), atomically: true, encoding: .utf8)
        let path = try session.recording.writeTest(in: directory.path)
        #expect(path == directory.path + "/TabBarSessionTests.swift")
        let written = try String(contentsOfFile: path, encoding: .utf8)

        let emitted = try Tabbar.run(
            ["--manifest", "tabs.json", "--emit-test", "swift-testing", "--script", script.text],
            in: directory)
        #expect(emitted.status == 0, "\(emitted)")
        #expect(
            written
                == emitted.stdout.replacingOccurrences(of: "ReplayedScriptTests", with: "TabBarSessionTests"))

        // A second `w` never writes over the first: it takes the next number.
        session.press(.character("3"), after: 100)
        let second = try session.recording.writeTest(in: directory.path)
        #expect(second == directory.path + "/TabBarSession2Tests.swift")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
        #expect(try String(contentsOfFile: second, encoding: .utf8).contains("struct TabBarSession2Tests"))
    }

    @Test func everyLiveActionHasAScriptCommand_exceptLeavingAndWriting() throws {
        let session = try Session()
        let recording = session.recording
        let commands: [LiveCommand] = [
            .tapSlot(1), .tapMore, .pick("settings"), .toggleTheme, .toggleDirection, .toggleReduceMotion,
            .nextTapPolicy, .cycleBadge("lessons"), .nextLabels, .move("settings", to: 0),
        ]
        for command in commands { #expect(recording.scriptCommand(for: command) != nil, "\(command)") }
        for command in [LiveCommand.quit, .interrupt, .suspend, .writeTest, .tapSlot(8)] {
            #expect(recording.scriptCommand(for: command) == nil, "\(command)")
        }
    }

    @Test func newScriptCommands_parseAndReadBack() throws {
        let script = try ScriptParser.parse(
            "direction rtl; policy interrupt; direction ltr", source: "script",
            configuration: Self.configuration)
        #expect(script.commands == [.direction(.rtl), .policy(.interrupt), .direction(.ltr)])
        #expect(script.text == "direction rtl\npolicy interrupt\ndirection ltr\n")
        #expect(throws: ScriptError.self) {
            try ScriptParser.parse("policy later", source: "script", configuration: Self.configuration)
        }
    }
}
