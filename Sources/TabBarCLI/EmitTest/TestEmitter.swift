import TabBarKit
import TabBarRendering
import TabBarScript

/// `tabbar --emit-test`: a script played through the presenter, written out as a complete test
/// file in the screen form. The test replays each command through `PresenterUnderTest` with the
/// same tabs and settings and states each change to the screen at the instant it happens, so a
/// session played once becomes a regression test.
@MainActor
public struct TestEmitter {
    /// The test runner the file is written for.
    public enum Runner: String, CaseIterable, Sendable {
        /// A Swift Testing suite with the `.tabBarChecks` trait.
        case swiftTesting = "swift-testing"
        /// An `XCTestCase` on the main actor.
        case xctest
    }

    private let runner: Runner
    private let scheduler = VirtualScheduler()
    private let recorder: TabBarRecorder
    private let presenter: TabBarPresenter
    private var vetoes: Set<Selection> = []
    private var screen: TabBarScreen
    /// The instant the test's time stands at: the last call that moved it.
    private var written: Duration = .zero
    private var body: [String] = []

    /// A presenter for `configuration`, loaded, ready to record a script.
    public init(configuration: TabBarConfiguration, runner: Runner) throws(TabBarError) {
        self.runner = runner
        recorder = TabBarRecorder(scheduler: scheduler)
        presenter = try TabBarPresenter(configuration: configuration, view: recorder, scheduler: scheduler)
        presenter.delegate = recorder
        presenter.viewDidLoad()
        screen = TabBarScreen(events: recorder.events, now: .zero, reportsFrom: recorder.events.count)
        reportsFrom = recorder.events.count
        body.append("let sut = try PresenterUnderTest(\(Self.arguments(configuration)))")
    }

    /// The whole test file for `script` played on `configuration`.
    public static func file(
        for script: Script, configuration: TabBarConfiguration, runner: Runner,
        name: String = "ReplayedScript"
    ) throws(TabBarError) -> String {
        var emitter = try TestEmitter(configuration: configuration, runner: runner)
        for step in script.steps { emitter.perform(step.command) }
        return emitter.file(name: name)
    }

    /// Plays `command` and writes what the test does and states for it.
    public mutating func perform(_ command: ScriptCommand) {
        let time = "\(scheduler.now.wholeMilliseconds) ms"
        body.append("")
        body.append("// \(time): \(command)")
        defer { recorder.shouldSelect = { [vetoes] in !vetoes.contains($0) } }
        switch command {
        case .wait(let duration):
            run(until: scheduler.instant(after: duration))
            return
        case .veto(let target):
            vetoes.insert(target)
            body.append("sut.view.vetoed.insert(\(SwiftSource.selection(target)))")
            return
        case .unveto(let target):
            vetoes.remove(target)
            body.append("sut.view.vetoed.remove(\(SwiftSource.selection(target)))")
            return
        case .policy(let policy):
            // A setting, not an event: the screen does not change, later taps are handled by it.
            presenter.tapPolicy = policy
            body.append("sut.presenter.tapPolicy = .\(policy)")
            return
        case .state:
            let state = SwiftSource.state(presenter.state())
            body.append(
                runner == .swiftTesting
                    ? "#expect(sut.presenter.state() == \(state))"
                    : "XCTAssertEqual(sut.presenter.state(), \(state))")
            return
        default: break
        }
        let (action, call) = source(of: command)
        do throws(TabBarError) {
            try command.perform(on: presenter)
        } catch {
            body.append(
                runner == .swiftTesting
                    ? "#expect(throws: TabBarError.self) { try \(call) }"
                    : "XCTAssertThrowsError(try \(call))")
            check("sut.view.expectScreen")
            return
        }
        check("sut.send(\(action))", always: true)
    }

    /// Runs out the animations still running, then writes the file.
    public mutating func file(name: String) -> String {
        body.append("")
        body.append("// The script ends: what is still moving comes to rest.")
        run(until: nil)
        let indent = "        "
        let lines = body.map { $0.isEmpty ? "" : indent + $0.replacingNewlines(with: "\n" + indent) }
        let header = """
            // Written by `tabbar --emit-test \(runner.rawValue)`: the script, replayed through PresenterUnderTest
            // with the same tabs and settings, states each change to the screen at the instant it happens.
            import TabBarTesting
            """
        switch runner {
        case .swiftTesting:
            return header + """

                import Testing

                @Suite(.tabBarChecks)
                @MainActor
                struct \(name)Tests {
                    @Test func replaysScript() throws {
                \(lines.joined(separator: "\n"))
                    }
                }

                """
        case .xctest:
            return header + """

                import XCTest

                @MainActor
                final class \(name)XCTests: XCTestCase {
                    func test_replaysScript() async throws {
                \(lines.joined(separator: "\n"))
                    }
                }

                """
        }
    }

    /// Moves time to `end` (or, without one, until nothing moves any more), stating the screen
    /// at each instant it changes.
    private mutating func run(until end: Duration?) {
        for _ in 0..<100_000 {
            var candidates = scheduler.pendingDueTimes
            if let curveEnd = curveEnd(), curveEnd > scheduler.now { candidates.append(curveEnd) }
            guard let next = candidates.min(), next <= (end ?? next) else { break }
            scheduler.advance(to: next)
            if check("sut.advance(by: \(SwiftSource.duration(scheduler.now - written)))") {
                written = scheduler.now
            }
        }
        guard let end, end > written else { return }
        scheduler.advance(to: end)
        check("sut.advance(by: \(SwiftSource.duration(end - written)))", always: true)
        written = end
    }

    /// When the dip's last curve ends.
    private func curveEnd() -> Duration? {
        for event in recorder.events.reversed() {
            if case .animation(.curve(let curve)) = event.message { return event.time + curve.duration }
        }
        return nil
    }

    /// Writes `call` with the screen's changes since the last check; returns whether it wrote it.
    @discardableResult
    private mutating func check(_ call: String, always: Bool = false) -> Bool {
        let now = TabBarScreen(events: recorder.events, now: scheduler.now, reportsFrom: reportsFrom)
        let changes = SwiftSource.changes(from: screen, to: now)
        guard always || !changes.isEmpty else { return false }
        reportsFrom = recorder.events.count
        screen = now
        screen.reports = []
        if changes.isEmpty {
            body.append(call)
        } else if changes.count == 1 && !changes[0].contains("\n") {
            body.append("\(call) { \(changes[0]) }")
        } else {
            body.append("\(call) {")
            body += changes.map { "    " + $0.replacingNewlines(with: "\n    ") }
            body.append("}")
        }
        return true
    }

    /// The settings of `configuration` that differ from the defaults, as the arguments of
    /// `PresenterUnderTest(tabs:…)`.
    private static func arguments(_ configuration: TabBarConfiguration) -> String {
        var arguments = [
            "\n    tabs: [\n" + configuration.tabs.map { "        \(SwiftSource.tab($0)),\n" }.joined()
                + "    ]"
        ]
        let plain = TabBarConfiguration(tabs: configuration.tabs)
        if configuration.maxVisible != plain.maxVisible {
            arguments.append("maxVisible: \(configuration.maxVisible)")
        }
        if let initial = configuration.initial { arguments.append("initial: \(SwiftSource.id(initial))") }
        if configuration.layout != plain.layout {
            arguments.append("layout: \(SwiftSource.layout(configuration.layout))")
        }
        if configuration.theme != plain.theme { arguments.append("theme: .\(configuration.theme)") }
        if configuration.tapPolicy != plain.tapPolicy {
            arguments.append("tapPolicy: .\(configuration.tapPolicy)")
        }
        if configuration.labels != plain.labels { arguments.append("labels: .\(configuration.labels)") }
        if configuration.badgeLimit != plain.badgeLimit {
            arguments.append("badgeLimit: \(configuration.badgeLimit)")
        }
        if !configuration.customizable { arguments.append("customizable: false") }
        if configuration.reduceMotion { arguments.append("reduceMotion: true") }
        return arguments.joined(separator: ", ")
    }

    /// The action a test sends for `command`, and the presenter call it makes.
    private func source(of command: ScriptCommand) -> (action: String, call: String) {
        let s = SwiftSource.self
        switch command {
        case .tap(let target):
            return (".tap(\(s.selection(target)))", "sut.presenter.didTap(\(s.selection(target)))")
        case .pick(let id): return (".pick(\(s.id(id)))", "sut.presenter.didPick(\(s.id(id)))")
        case .select(let target, let animated):
            let tail = animated ? ", animated: true" : ""
            return (
                ".select(\(s.selection(target))\(tail))",
                "sut.presenter.select(\(s.selection(target))\(tail))"
            )
        case .resize(let width, let orientation):
            var layout = presenter.layout
            layout.width = width
            if let orientation { layout.orientation = orientation }
            return (".layout(\(s.layout(layout)))", "sut.presenter.didChangeLayout(\(s.layout(layout)))")
        case .theme(let theme): return (".theme(.\(theme))", "sut.presenter.didChangeTheme(.\(theme))")
        case .badge(let id, let value):
            let badge = s.optional(value) { s.string($0) }
            return (
                ".badge(\(badge), for: \(s.id(id)))", "sut.presenter.setBadge(\(badge), for: \(s.id(id)))"
            )
        case .badgeDot(let id):
            return (".badge(.dot, for: \(s.id(id)))", "sut.presenter.setBadge(.dot, for: \(s.id(id)))")
        case .enable(let id), .disable(let id):
            let flag = command == .enable(id)
            return (
                ".enabled(\(flag), for: \(s.id(id)))", "sut.presenter.setEnabled(\(flag), for: \(s.id(id)))"
            )
        case .remove(let id): return (".remove(\(s.id(id)))", "sut.presenter.remove(\(s.id(id)))")
        case .insert(let tab, let index):
            return (
                ".insert(\(s.tab(tab)), at: \(index))", "sut.presenter.insert(\(s.tab(tab)), at: \(index))"
            )
        case .hide, .show:
            return (".hidden(\(command == .hide))", "sut.presenter.setHidden(\(command == .hide))")
        case .motion(let reduced):
            return (".reduceMotion(\(reduced))", "sut.presenter.didChangeReduceMotion(\(reduced))")
        case .labels(let labels): return (".labels(.\(labels))", "sut.presenter.setLabels(.\(labels))")
        case .shortcut(let n): return (".shortcut(\(n))", "sut.presenter.didPressShortcut(\(n))")
        case .move(let id, let index):
            return (".move(\(s.id(id)), to: \(index))", "sut.presenter.didMove(\(s.id(id)), to: \(index))")
        case .restore(let state, _):
            return (".restore(\(s.state(state)))", "sut.presenter.restore(\(s.state(state)))")
        case .attach(let id): return (".attach(\(s.id(id)))", "sut.presenter.didAttachIcon(\(s.id(id)))")
        case .direction(let direction):
            var layout = presenter.layout
            layout.direction = direction
            return (".layout(\(s.layout(layout)))", "sut.presenter.didChangeLayout(\(s.layout(layout)))")
        case .wait, .veto, .unveto, .state, .policy: return ("", "")
        }
    }

    private var reportsFrom = 0
}

extension String {
    fileprivate func replacingNewlines(with text: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: text)
    }
}
