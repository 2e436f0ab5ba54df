import Dispatch
import TabBarKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive mode: a real presenter on the real clock, the bar redrawn in place about
/// 30 times a second, keys from a raw-mode terminal.
///
/// The terminal is always put back as it was — on `q`, on Ctrl-C, on SIGINT/SIGTERM/SIGHUP,
/// when the output or input goes away — and the run ends with the reset and show-cursor
/// sequences.
@MainActor
final class LiveSession {
    /// Draws one frame of the bar as lines of text, as wide as the options' columns.
    typealias Drawing = @MainActor (SceneFrame, RendererOptions) -> [String]

    private let configuration: TabBarConfiguration
    private var rendererOptions: RendererOptions
    private let draw: Drawing
    private let output = FileDescriptorSink(descriptor: 1, bufferLimit: 1 << 20)
    private var status: ExitStatus?
    private var sources: [any DispatchSourceProtocol] = []
    private var lastScreen = ""

    /// Time between frames: about 30 per second.
    static let frameInterval = Duration.milliseconds(33)

    init(configuration: TabBarConfiguration, rendererOptions: RendererOptions, draw: @escaping Drawing) {
        self.configuration = configuration
        self.rendererOptions = rendererOptions
        self.draw = draw
    }

    /// Runs until the user quits or a signal arrives; returns the exit status.
    func run() async throws(CommandFailure) -> ExitStatus {
        guard let terminal = RawTerminal(descriptor: 0) else {
            throw CommandFailure(.software, "tabbar: error: cannot switch the terminal into raw mode")
        }
        defer {
            for source in sources { source.cancel() }
            terminal.restore()
            output.write(TerminalControl.end)
            output.flush()
        }
        if let size = RawTerminal.size() { rendererOptions.columns = size.columns }

        let scheduler = ContinuousClockScheduler()
        let recorder = SceneRecorder()
        let view = RendererView(renderer: recorder, scheduler: scheduler)
        let presenter: TabBarPresenter
        do {
            presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        } catch {
            throw CommandFailure(.dataError, "tabbar: error: \(error.description)")
        }
        presenter.delegate = view
        output.write(TerminalControl.start)
        presenter.viewDidLoad()

        watchSignals(presenter: presenter)
        watchKeys(presenter: presenter, recorder: recorder)

        let clock = ContinuousClock()
        var deadline = clock.now
        while status == nil {
            redraw(recorder.scene.frame(at: scheduler.now))
            if output.isClosed { status = .success }
            if status != nil { break }
            // Keep a steady pace whatever drawing costs; never try to catch up on missed frames.
            deadline = max(deadline + Self.frameInterval, clock.now)
            try? await Task.sleep(until: deadline, clock: clock)
        }
        return status ?? .success
    }

    private func redraw(_ frame: SceneFrame) {
        var screen = TerminalControl.home
        for line in draw(frame, rendererOptions) {
            screen += line + TerminalControl.resetAttributes + TerminalControl.clearToEndOfLine + "\n"
        }
        if let display = frame.display {
            // Cut to the width: a wrapped last line would scroll the screen.
            screen += String(LiveCommand.help(for: display).prefix(max(rendererOptions.columns - 1, 0)))
        }
        screen += TerminalControl.clearToEndOfLine + TerminalControl.clearToEndOfScreen
        // An unchanged picture is not sent again: a resting bar costs nothing.
        guard screen != lastScreen else { return }
        lastScreen = screen
        output.write(screen)
        output.flush()
    }

    private func handle(_ command: LiveCommand, presenter: TabBarPresenter) {
        switch command {
        case .tapSlot(let slot): presenter.didTap(slot: slot)
        case .tapMore: presenter.didTap(.more)
        case .pick(let tab): presenter.didPick(tab)
        case .toggleTheme: presenter.didChangeTheme(presenter.theme == .light ? .dark : .light)
        case .toggleDirection:
            var layout = presenter.layout
            layout.direction = layout.direction == .ltr ? .rtl : .ltr
            try? presenter.didChangeLayout(layout)
        case .quit: status = .success
        case .interrupt: status = .interrupted
        }
    }

    private func watchKeys(presenter: TabBarPresenter, recorder: SceneRecorder) {
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
                    guard self.status == nil, let display = recorder.scene.display,
                        let command = LiveCommand.command(for: key, in: display)
                    else { continue }
                    self.handle(command, presenter: presenter)
                }
            }
        }
        source.resume()
        sources.append(source)
    }

    private func watchSignals(presenter: TabBarPresenter) {
        let statuses: [(Int32, ExitStatus)] = [
            (SIGINT, .interrupted), (SIGTERM, .terminated), (SIGHUP, .terminated),
        ]
        for (number, exitStatus) in statuses {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.status = self?.status ?? exitStatus }
            }
            source.resume()
            sources.append(source)
        }
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let size = RawTerminal.size() else { return }
                let oldColumns = self.rendererOptions.columns
                guard size.columns != oldColumns, oldColumns > 0 else { return }
                self.rendererOptions.columns = size.columns
                var layout = presenter.layout
                layout.width = layout.width * Double(size.columns) / Double(oldColumns)
                try? presenter.didChangeLayout(layout)
            }
        }
        resize.resume()
        sources.append(resize)
    }
}
