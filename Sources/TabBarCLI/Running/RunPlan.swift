import TabBarInputSupport
import TabBarKit
import TabBarManifest
import TabBarRendererPlugin
import TabBarRendering
import TabBarScript

/// A run of `tabbar`, fully checked before anything is written: the configuration (manifest
/// and flags), the renderer and its options, and what drives the bar — a script, the tour,
/// or the user at a terminal.
@MainActor
struct RunPlan {
    /// What drives the bar.
    enum Mode {
        /// The user, at a terminal, in real time.
        case live
        /// A script (or the tour), in virtual time or, when `realtime`, on the real clock.
        case scripted(Script, isRealtime: Bool)
    }

    var configuration: TabBarConfiguration
    var mode: Mode
    var rendererName: String
    var plugin: RendererPlugin?
    var framesDirectory: FrameDirectory?
    var rendererOptions: RendererOptions
    var registry: RendererRegistry

    /// Reads and checks everything the options name: the renderer (64), unreadable files
    /// (66), bad manifests and scripts (65), the frames directory (64, the only check that
    /// may create something on disk), and last the renderer plug-in (66 or 64): loading it runs
    /// its code, so that happens only once every input is known to be good.
    static func make(
        options: CommandLineOptions, environment: [String: String], registry: RendererRegistry
    ) throws(CommandFailure) -> RunPlan {
        do throws(RendererRegistryError) {
            _ = try registry.entry(named: options.renderer)
        } catch {
            guard case .unknownName(let name, let suggestion, let available) = error else {
                throw CommandFailure(.software, "tabbar: error: \(error.description)")
            }
            throw CommandFailure(.unknownRenderer(name, suggestion: suggestion, available: available))
        }
        if let path = options.rendererPlugin { try Self.checkPluginExists(path) }
        let inputIsTerminal = SystemCalls.isTerminal(0)
        let outputIsTerminal = SystemCalls.isTerminal(1)

        var scriptInput: (bytes: [UInt8], source: String)?
        switch options.script {
        case .text(let text): scriptInput = (Array(text.utf8), "script")
        case .file(let path): scriptInput = (try InputFile.bytes(at: path, as: .script), path.displayName)
        case nil: break
        }
        let configuration = try Self.configuration(options)
        // Every state file is read once, however many times it is named (`--restore` and each
        // `restore` line): the steps then share one parsed state instead of holding a copy each.
        var states = StateFiles()
        let restored = try options.restorePath.map { path throws(CommandFailure) in
            try states.state(at: path)
        }

        let mode: Mode
        let isLive =
            scriptInput == nil && inputIsTerminal && outputIsTerminal && options.rendererPlugin == nil
            && options.renderer == TextRenderer.name && Self.canAddressCursor(environment: environment)
        if isLive {
            mode = .live
        } else {
            let (bytes, source) = scriptInput ?? (Array(TourScript.text(for: configuration).utf8), "tour")
            var unreadable: CommandFailure?
            do throws(ScriptError) {
                var script = try ScriptParser.parse(
                    bytes, source: source, configuration: configuration,
                    readState: { file in
                        do throws(CommandFailure) {
                            return .success(try states.state(at: PathName(file)))
                        } catch {
                            if error.status == .noInput { unreadable = error }
                            // The script error names the place; the command's own prefix would
                            // stand in the middle of its line (`script:1:9: tabbar: error: …`).
                            let prefix = "tabbar: error: "
                            let message =
                                error.message.hasPrefix(prefix)
                                ? String(error.message.dropFirst(prefix.count)) : error.message
                            return .failure(StateFileProblem(message, isUnreadable: error.status == .noInput))
                        }
                    })
                // `--restore`: applied after the start, before the script's first command.
                if let restored, let path = options.restorePath {
                    script.steps.insert(
                        ScriptStep(
                            .restore(restored, file: path.displayName), at: ScriptPosition(line: 0, column: 0)
                        ),
                        at: 0)
                }
                mode = .scripted(script, isRealtime: options.isRealtime)
            } catch {
                if let unreadable { throw unreadable }
                // The tour is written for the tabs at hand; failing to parse it is a bug.
                throw CommandFailure(scriptInput == nil ? .software : .dataError, error.description)
            }
        }
        var extra: [String: String] = [:]
        if options.isAnimated { extra[SVGRenderer.animateOption] = "true" }
        let rendererOptions = RendererOptions(
            color: options.color.isEnabled(outputIsTerminal: outputIsTerminal, environment: environment),
            extra: extra)
        // Once everything else is known to be good: the only check that changes the disk.
        let framesDirectory = try options.framesDirectory.map { path throws(CommandFailure) in
            try FrameDirectory(path: path)
        }
        // Last: loading a plug-in runs its code (constructors may print).
        let plugin = try options.rendererPlugin.map { path throws(CommandFailure) in try Self.loadPlugin(path)
        }
        return RunPlan(
            configuration: configuration, mode: mode, rendererName: options.renderer, plugin: plugin,
            framesDirectory: framesDirectory, rendererOptions: rendererOptions, registry: registry)
    }

    /// Whether the terminal can draw the live mode: `TERM` is set, not empty and not `dumb`
    /// (a terminal without cursor addressing gets the non-interactive tour instead).
    static func canAddressCursor(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty else { return false }
        return term != "dumb"
    }

    private static func checkPluginExists(_ path: PathName) throws(CommandFailure) {
        let descriptor = SystemCalls.openForReading(path)
        guard descriptor >= 0 else {
            let code = SystemCalls.lastError
            let problem =
                code == SystemCalls.noSuchFile
                ? "does not exist" : "cannot be read (\(SystemCalls.errorMessage(code)))"
            throw CommandFailure(
                .noInput,
                "tabbar: error: renderer plug-in \(path.quoted) \(problem); give the path of a shared library "
                    + "(.so or .dylib)")
        }
        SystemCalls.closeDescriptor(descriptor)
    }

    private static func loadPlugin(_ path: PathName) throws(CommandFailure) -> RendererPlugin {
        guard UTF8Validation.firstInvalidOffset(in: path.bytes) == nil else {
            // The plug-in loader takes its path as text; a name that is not UTF-8 would
            // become another name.
            throw CommandFailure(
                .noInput,
                "tabbar: error: renderer plug-in \(path.quoted) cannot be loaded: its path is not UTF-8; "
                    + "rename the library or give a path to it that is")
        }
        do throws(RendererPluginError) {
            return try RendererPlugin(path: String(decoding: path.bytes, as: UTF8.self))
        } catch {
            // The plug-in's messages quote the path and the loader's reason raw: say it here,
            // escaped like every other value.
            let message: String
            switch error {
            case .fileNotFound:
                message =
                    "renderer plug-in \(path.quoted) does not exist; give the path of a shared library (.so or .dylib)"
            case .unloadable(_, let reason):
                message = "cannot load renderer plug-in \(path.quoted): \(PathName(reason).escaped)"
            case .missingSymbol(_, let symbol):
                message =
                    "\(path.quoted) is not a tabbar renderer plug-in: it does not export '\(symbol)' "
                    + "(required: \(RendererPluginABI.requiredSymbols.joined(separator: ", ")))"
            case .abiMismatch(_, let found):
                message =
                    "renderer plug-in \(path.quoted) speaks ABI version \(found), but this tabbar speaks "
                    + "version \(RendererPluginABI.version); rebuild the plug-in against this version"
            }
            throw CommandFailure(ExitStatus(rawValue: error.exitCode) ?? .usage, "tabbar: error: " + message)
        }
    }

    private static func configuration(_ options: CommandLineOptions) throws(CommandFailure)
        -> TabBarConfiguration
    {
        let manifest: TabBarConfiguration
        let bytes = try options.manifestPath.map { path throws(CommandFailure) in
            try InputFile.bytes(at: path, as: .manifest)
        }
        do throws(ManifestError) {
            if let path = options.manifestPath, let bytes {
                manifest = try ManifestDecoder.decode(bytes, path: path.displayName)
            } else {
                manifest = try DemoManifest.configuration()
            }
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
        let configuration = options.applied(to: manifest)
        do throws(TabBarError) {
            try configuration.validate()
        } catch {
            throw CommandFailure(
                .usage, "tabbar: error: the options do not fit the manifest: \(error.description)")
        }
        return configuration
    }

    /// Runs the plan, writing to `output`; returns the exit status. A failed write to `output`
    /// stops the run at once (the caller reports it, or ends quietly when the reader went away).
    /// The state in the file at `path` (`--restore`, the script's `restore FILE`): 66 when it
    /// cannot be read, 65 when it is not a state.
    static func state(at path: PathName) throws(CommandFailure) -> TabBarState {
        let bytes = try InputFile.bytes(at: path, as: .state)
        do throws(ManifestError) {
            return try StateDecoder.decode(bytes, path: path.displayName)
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
    }

    func execute(output: FileDescriptorSink) async throws(CommandFailure) -> ExitStatus {
        switch mode {
        case .live:
            let session = LiveSession(configuration: configuration, rendererOptions: rendererOptions)
            return try await session.run()
        case .scripted(let script, let isRealtime):
            let frameFiles = framesDirectory.map { FrameFileWriter(directory: $0) }
            let renderer: any TabBarRenderer
            if let frameFiles {
                renderer = SVGRenderer.writingFrames(to: frameFiles)
            } else {
                renderer = try makeRenderer(output: output)
            }
            if isRealtime {
                try await playInRealTime(script, renderer: renderer, output: output)
            } else {
                let scheduler = VirtualScheduler()
                let runner = try makeRunner(renderer: renderer, scheduler: scheduler)
                Self.play(script, runner: runner, clock: scheduler, output: output, frameFiles: frameFiles)
            }
            if !output.isClosed { renderer.finish() }
            try frameFiles?.finish(listing: output)
            output.flush()
            return .success
        }
    }

    /// How often, in real time, a run in virtual time makes sure its reader is still there
    /// (``FileDescriptorSink/checkReader()``), so that it stops within this much of the reader
    /// leaving even while it writes nothing.
    static let readerCheckInterval = Duration.milliseconds(50)

    /// Plays `script` in virtual time, as ``ScriptRunner/run(_:)`` does, but stops at the first
    /// failed write to `output` (or frame file), or once `output`'s reader is found gone:
    /// nobody reads what would come after.
    ///
    /// A `wait` moves the clock straight to each step that falls due within it, then to its end,
    /// so virtual time in which nothing happens costs no real time, however long; between
    /// those moves, and between commands, the reader is checked every
    /// ``readerCheckInterval`` of real time.
    static func play(
        _ script: Script, runner: ScriptRunner, clock: VirtualScheduler, output: FileDescriptorSink,
        frameFiles: FrameFileWriter?
    ) {
        let realClock = ContinuousClock()
        var nextCheck = realClock.now + readerCheckInterval
        func stopped() -> Bool {
            if output.isClosed || frameFiles?.failure != nil { return true }
            let now = realClock.now
            guard now >= nextCheck else { return false }
            nextCheck = now + readerCheckInterval
            output.checkReader()
            return output.isClosed
        }
        runner.start()
        for step in script.steps {
            guard !stopped() else { return }
            if case .wait(let duration) = step.command {
                let end = clock.instant(after: duration)
                while clock.now < end, !stopped() {
                    clock.advance(to: min(clock.pendingDueTimes.first ?? end, end))
                }
            } else {
                runner.perform(step.command)
            }
        }
        guard !stopped() else { return }
        clock.settle()
    }

    private func makeRenderer(output: FileDescriptorSink) throws(CommandFailure) -> any TabBarRenderer {
        if let plugin { return PluginRenderer(plugin: plugin, sink: output) }
        do throws(RendererRegistryError) {
            return try registry.makeRenderer(named: rendererName, options: rendererOptions, output: output)
        } catch {
            throw CommandFailure(.software, "tabbar: error: \(error.description)")
        }
    }

    private func makeRunner(renderer: any TabBarRenderer, scheduler: any TabBarScheduler)
        throws(CommandFailure)
        -> ScriptRunner
    {
        do throws(TabBarError) {
            return try ScriptRunner(configuration: configuration, renderer: renderer, scheduler: scheduler)
        } catch {
            throw CommandFailure(.software, "tabbar: error: \(error.description)")
        }
    }

    /// Plays the script on the real clock: every `wait` really waits, and at the end the
    /// program waits for the last animations and icon resets.
    private func playInRealTime(_ script: Script, renderer: any TabBarRenderer, output: FileDescriptorSink)
        async throws(CommandFailure)
    {
        let scheduler = ContinuousClockScheduler()
        let runner = try makeRunner(renderer: renderer, scheduler: scheduler)
        runner.start()
        output.flush()
        for step in script.steps {
            if case .wait(let duration) = step.command {
                try? await Task.sleep(for: duration)
            } else {
                runner.perform(step.command)
            }
            output.flush()
            if output.isClosed { return }
        }
        while scheduler.pendingCount > 0, !output.isClosed {
            try? await Task.sleep(for: .milliseconds(10))
            output.flush()
        }
    }
}
