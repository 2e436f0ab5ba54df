import TabBarKit
import TabBarScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live terminal's keys carried out on the presenter and kept as the script that does the
/// same: each action as its script command, with the time between as `wait`s, so that the
/// session so far can be written as the test `tabbar --emit-test swift-testing` prints for that
/// script (the `w` key).
///
/// Every action the keys offer has a script command (`tap`, `pick`, `theme`, `direction`,
/// `motion`, `policy`, `badge`, `labels`, `move`, and `resize` for a resized window); a number
/// key over an empty slot changes nothing that a script could replay and is left out.
@MainActor
public final class LiveRecording {
    /// The presenter the keys drive.
    public let presenter: TabBarPresenter
    private let configuration: TabBarConfiguration
    private let scheduler: any TabBarScheduler
    private var steps: [ScriptStep] = []
    /// The instant, in whole milliseconds, up to which time has been written as `wait`s.
    private var recordedMilliseconds: Int64 = 0

    /// Records what `presenter` (made from `configuration`, running on `scheduler`) is asked.
    public init(
        presenter: TabBarPresenter, configuration: TabBarConfiguration, scheduler: any TabBarScheduler
    ) {
        self.presenter = presenter
        self.configuration = configuration
        self.scheduler = scheduler
    }

    /// The session so far as a script: the commands with the waits between them, up to now.
    public var script: Script {
        Script(source: "session", steps: steps + (pendingWait.map { [$0] } ?? []))
    }

    /// The script command that asks of the bar now what `command` asks; `nil` for leaving,
    /// suspending, writing the test and a number key over an empty slot.
    public func scriptCommand(for command: LiveCommand) -> ScriptCommand? {
        switch command {
        case .tapSlot(let slot): return presenter.model.selection(atSlot: slot).map(ScriptCommand.tap)
        case .tapMore: return .tap(.more)
        case .pick(let tab): return .pick(tab)
        case .toggleTheme: return .theme(presenter.theme == .light ? .dark : .light)
        case .toggleDirection: return .direction(presenter.layout.direction == .ltr ? .rtl : .ltr)
        case .toggleReduceMotion: return .motion(reduced: !presenter.isMotionReduced)
        case .nextTapPolicy:
            let policies = TapPolicy.allCases
            let index = policies.firstIndex(of: presenter.tapPolicy) ?? 0
            return .policy(policies[(index + 1) % policies.count])
        case .cycleBadge(let id):
            let current = presenter.model.tab(id)?.badge
            let cycle: [TabBadge?] = [nil, "1", "120", .dot, "new"]
            let index = cycle.firstIndex { $0 == current } ?? 0
            guard let next = cycle[(index + 1) % cycle.count] else { return .badge(id, nil) }
            return next.kind == .dot ? .badgeDot(id) : .badge(id, next.written)
        case .nextLabels:
            let modes = LabelVisibility.allCases
            let index = modes.firstIndex(of: presenter.labels) ?? 0
            return .labels(modes[(index + 1) % modes.count])
        case .move(let id, let index): return .move(id, to: index)
        case .quit, .interrupt, .suspend, .writeTest: return nil
        }
    }

    /// Carries out `command` on the presenter now and records it; leaving, suspending and
    /// writing the test are the session's own.
    public func perform(_ command: LiveCommand) {
        if case .tapSlot(let slot) = command {
            // An empty slot is the presenter's to refuse; nothing a script replays.
            if let script = scriptCommand(for: command) { record(script) }
            presenter.didTap(slot: slot)
            return
        }
        guard let script = scriptCommand(for: command) else { return }
        perform(script)
    }

    /// Carries out the script command `command` on the presenter now and records it, as a
    /// script would (a resize of the window is one).
    public func perform(_ command: ScriptCommand) {
        record(command)
        // A refused call changes nothing on the bar, and the terminal shows the bar, not reports.
        try? command.perform(on: presenter)
    }

    /// The session so far as a Swift Testing file: the test `tabbar --emit-test swift-testing`
    /// prints for ``script``, its suite named `nameTests`.
    public func testFile(name: String) throws(TabBarError) -> String {
        try TestEmitter.file(for: script, configuration: configuration, runner: .swiftTesting, name: name)
    }

    /// Writes ``testFile(name:)`` into `directory` as `TabBarSessionTests.swift`, or, when
    /// that exists, `TabBarSession2Tests.swift`, `TabBarSession3Tests.swift`, … (never over a
    /// file); the suite is named after the file. Returns the path written.
    public func writeTest(in directory: String) throws(CommandFailure) -> String {
        for number in 1...10_000 {
            let name = "TabBarSession" + (number == 1 ? "" : String(number))
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + name + "Tests.swift"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw CommandFailure(
                    .ioError, "tabbar: error: cannot write \(path): \(SystemCalls.errorMessage(errno))")
            }
            defer { SystemCalls.closeDescriptor(descriptor) }
            let text: String
            do throws(TabBarError) {
                text = try testFile(name: name)
            } catch {
                throw CommandFailure(.software, "tabbar: error: \(error)")
            }
            guard SystemCalls.writeAll(text.utf8, to: descriptor) == 0 else {
                throw CommandFailure(
                    .ioError, "tabbar: error: cannot write \(path): \(SystemCalls.errorMessage(errno))")
            }
            return path
        }
        throw CommandFailure(.ioError, "tabbar: error: \(directory) already holds 10000 session tests")
    }

    /// Records `command` at the current instant, after a `wait` for the whole milliseconds
    /// (as a script's waits are) since the last one.
    private func record(_ command: ScriptCommand) {
        if let wait = pendingWait {
            steps.append(wait)
            recordedMilliseconds = scheduler.now.wholeMilliseconds
        }
        steps.append(ScriptStep(command, at: ScriptPosition(line: steps.count + 1, column: 1)))
    }

    /// The `wait` from the last recorded instant to now, or `nil` when no whole millisecond
    /// has passed.
    private var pendingWait: ScriptStep? {
        let milliseconds = scheduler.now.wholeMilliseconds
        guard milliseconds > recordedMilliseconds else { return nil }
        return ScriptStep(
            .wait(.milliseconds(milliseconds - recordedMilliseconds)),
            at: ScriptPosition(line: steps.count + 1, column: 1))
    }
}
