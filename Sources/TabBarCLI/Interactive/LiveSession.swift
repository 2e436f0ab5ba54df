import Dispatch
import TabBarKit
import TabBarRendering
import TabBarScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive mode: a real presenter on the real clock, the bar redrawn in place about
/// 30 times a second, keys from a raw-mode terminal.
///
/// The terminal is always put back as it was — on `q`, on Ctrl-C, on SIGINT/SIGTERM/SIGHUP/
/// SIGQUIT (caught by ``LiveSignals`` before the terminal is touched), when the output or
/// input goes away — and the run ends with the reset and show-cursor sequences. Ctrl-Z or
/// SIGTSTP puts it back too, then stops; on continuing, raw mode, the alternate screen and a
/// full redraw come back.
@MainActor
final class LiveSession {
    private let configuration: TabBarConfiguration
    private var rendererOptions: RendererOptions
    private var drawer: LiveTextBarDrawer
    private let output = FileDescriptorSink(descriptor: 1, bufferLimit: 1 << 20)
    private var status: ExitStatus?
    private var sources: [any DispatchSourceProtocol] = []
    private var lastScreen = ""
    private var suspendRequested = false
    private var scene = TabBarScene()
    /// The test files `w` wrote, and the failures to write one, reported on leaving.
    private var writtenTests: [String] = []
    private var testFailures: [CommandFailure] = []

    /// Time between frames: about 30 per second.
    static let frameInterval = Duration.milliseconds(33)

    init(configuration: TabBarConfiguration, rendererOptions: RendererOptions) {
        self.configuration = configuration
        self.rendererOptions = rendererOptions
        drawer = LiveTextBarDrawer(columns: rendererOptions.columns, color: rendererOptions.color)
    }

    private func setColumns(_ columns: Int) {
        rendererOptions.columns = columns
        drawer = LiveTextBarDrawer(columns: columns, color: rendererOptions.color)
    }

    /// Runs until the user quits or a signal arrives; returns the exit status.
    func run() async throws(CommandFailure) -> ExitStatus {
        LiveSignals.install()
        guard let terminal = RawTerminal(descriptor: 0) else {
            throw CommandFailure(.software, "tabbar: error: cannot switch the terminal into raw mode")
        }
        defer {
            for source in sources { source.cancel() }
            terminal.restore()
            output.write(TerminalControl.end)
            output.flush()
            // Said once the terminal is back, where the user reads it.
            for path in writtenTests { StandardError.write("tabbar: wrote the session as a test: \(path)") }
            for failure in testFailures { StandardError.write(failure.message) }
        }
        if let size = RawTerminal.size() { setColumns(size.columns) }

        let scheduler = ContinuousClockScheduler()
        let recorder = TabBarRecorder(scheduler: scheduler)
        let presenter: TabBarPresenter
        do {
            presenter = try TabBarPresenter(
                configuration: configuration, view: recorder, scheduler: scheduler)
        } catch {
            throw CommandFailure(.dataError, "tabbar: error: \(error.description)")
        }
        presenter.delegate = recorder
        let recording = LiveRecording(
            presenter: presenter, configuration: configuration, scheduler: scheduler)
        output.write(TerminalControl.start)
        presenter.viewDidLoad()

        watchKeys(recording: recording, recorder: recorder)

        let clock = ContinuousClock()
        var deadline = clock.now
        while true {
            if let stop = LiveSignals.stopStatus { status = stop }
            if output.isClosed { status = status ?? .success }
            if status != nil { break }
            if LiveSignals.takeSuspend() || suspendRequested { suspend(terminal) }
            if LiveSignals.takeContinue() { resume(terminal) }
            if LiveSignals.takeResize() { followResize(recording: recording) }
            redraw(scene(of: recorder).frame(at: scheduler.now))
            // Keep a steady pace whatever drawing costs; never try to catch up on missed frames.
            deadline = max(deadline + Self.frameInterval, clock.now)
            try? await Task.sleep(until: deadline, clock: clock)
        }
        if let failure = output.failure { throw failure }
        return status ?? .success
    }

    /// Puts the terminal back, stops until continued, then takes it again and redraws.
    private func suspend(_ terminal: RawTerminal) {
        suspendRequested = false
        output.write(TerminalControl.end)
        output.flush()
        terminal.restore()
        LiveSignals.suspendProcess()
        _ = LiveSignals.takeContinue()
        resume(terminal)
    }

    /// After a stop: raw mode and the alternate screen again, and the next frame drawn whole.
    private func resume(_ terminal: RawTerminal) {
        terminal.enterRawMode()
        output.write(TerminalControl.start)
        output.flush()
        lastScreen = ""
    }

    /// The bar with every event recorded so far applied; the recorder is emptied as it goes, so
    /// a long session holds no history.
    private func scene(of recorder: TabBarRecorder) -> TabBarScene {
        for event in recorder.events { scene.apply(event) }
        recorder.removeAll()
        return scene
    }

    private func redraw(_ frame: SceneFrame) {
        var screen = TerminalControl.home
        for line in drawer.draw(frame) {
            screen += line + TerminalControl.resetAttributes + TerminalControl.clearToEndOfLine + "\n"
        }
        if let display = frame.display {
            // Cut to the width: a wrapped last line would scroll the screen.
            let width = max(rendererOptions.columns - 1, 0)
            screen += String(LiveCommand.help(for: display, maximumLength: width).prefix(width))
        }
        screen += TerminalControl.clearToEndOfLine + TerminalControl.clearToEndOfScreen
        // An unchanged picture is not sent again: a resting bar costs nothing.
        guard screen != lastScreen else { return }
        lastScreen = screen
        output.write(screen)
        output.flush()
    }

    private func handle(_ command: LiveCommand, recording: LiveRecording) {
        switch command {
        case .quit: status = .success
        case .interrupt: status = .interrupted
        case .suspend: suspendRequested = true
        case .writeTest:
            do throws(CommandFailure) {
                writtenTests.append(try recording.writeTest(in: "."))
            } catch {
                testFailures.append(error)
            }
        default: recording.perform(command)
        }
    }

    private func watchKeys(recording: LiveRecording, recorder: TabBarRecorder) {
        let source = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                var bytes = [UInt8](repeating: 0, count: 256)
                let count = bytes.withUnsafeMutableBytes { raw -> Int in
                    guard let base = raw.baseAddress else { return 0 }
                    return read(0, base, raw.count)
                }
                guard count > 0 else {
                    // End of input (the terminal went away): leave.
                    if count == 0 || (errno != EINTR && errno != EAGAIN) {
                        self.status = self.status ?? .success
                    }
                    return
                }
                for key in Key.decode(Array(bytes[..<count])) {
                    guard self.status == nil, let display = self.scene(of: recorder).display,
                        let command = LiveCommand.command(for: key, in: display)
                    else { continue }
                    self.handle(command, recording: recording)
                }
            }
        }
        source.resume()
        sources.append(source)
    }

    /// Follows a window resize: the picture takes the new width, and the presenter lays the
    /// bar out at the same scale (points per column), so the wave and circle move to the new
    /// slot centres.
    private func followResize(recording: LiveRecording) {
        guard let size = RawTerminal.size() else { return }
        let oldColumns = rendererOptions.columns
        guard size.columns != oldColumns, oldColumns > 0 else { return }
        setColumns(size.columns)
        let width = recording.presenter.layout.width * Double(size.columns) / Double(oldColumns)
        recording.perform(.resize(width: width, orientation: nil))
    }
}
