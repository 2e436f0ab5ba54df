import TabBarKit
import TabBarManifest
import TabBarRendererPlugin
import TabBarRendering
import TabBarSVGRenderer
import TabBarScript
import TabBarTextRenderer

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

    /// Reads and checks everything the options name: the renderer (64) and plug-in (66 or
    /// 64), unreadable files (66), bad manifests and scripts (65), and last the frames
    /// directory (64), the only check that may create something on disk.
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
        var plugin: RendererPlugin?
        if let path = options.rendererPlugin {
            do throws(RendererPluginError) {
                plugin = try RendererPlugin(path: path)
            } catch {
                throw CommandFailure(
                    ExitStatus(rawValue: error.exitCode) ?? .usage, "tabbar: error: \(error.description)")
            }
        }
        let inputIsTerminal = SystemCalls.isTerminal(0)
        let outputIsTerminal = SystemCalls.isTerminal(1)

        var scriptInput: (bytes: [UInt8], source: String)?
        switch options.script {
        case .text(let text): scriptInput = (Array(text.utf8), "script")
        case .file(let path): scriptInput = (try InputFile.bytes(at: path), InputFile.displayName(path))
        case nil: break
        }
        let configuration = try Self.configuration(options)

        let mode: Mode
        let isLive =
            scriptInput == nil && inputIsTerminal && outputIsTerminal && plugin == nil
            && options.renderer == TextRenderer.name
        if isLive {
            mode = .live
        } else {
            let (bytes, source) = scriptInput ?? (Array(TourScript.text(for: configuration).utf8), "tour")
            do throws(ScriptError) {
                let script = try ScriptParser.parse(bytes, source: source, configuration: configuration)
                mode = .scripted(script, isRealtime: options.isRealtime)
            } catch {
                // The tour is written for the tabs at hand; failing to parse it is a bug.
                throw CommandFailure(scriptInput == nil ? .software : .dataError, error.description)
            }
        }
        var extra: [String: String] = [:]
        if options.isAnimated { extra[SVGRenderer.animateOption] = "true" }
        let rendererOptions = RendererOptions(
            color: options.color.isEnabled(outputIsTerminal: outputIsTerminal, environment: environment),
            extra: extra)
        // Last, once everything else is known to be good: the only check that changes the disk.
        let framesDirectory = try options.framesDirectory.map { path throws(CommandFailure) in
            try FrameDirectory(path: path)
        }
        return RunPlan(
            configuration: configuration, mode: mode, rendererName: options.renderer, plugin: plugin,
            framesDirectory: framesDirectory, rendererOptions: rendererOptions, registry: registry)
    }

    private static func configuration(_ options: CommandLineOptions) throws(CommandFailure)
        -> TabBarConfiguration
    {
        let manifest: TabBarConfiguration
        let bytes = try options.manifestPath.map { path throws(CommandFailure) in
            try InputFile.bytes(at: path)
        }
        do throws(ManifestError) {
            if let path = options.manifestPath, let bytes {
                manifest = try ManifestDecoder.decode(bytes, path: InputFile.displayName(path))
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

    /// Runs the plan, writing to `output`; returns the exit status.
    func execute(output: FileDescriptorSink) async throws(CommandFailure) -> ExitStatus {
        switch mode {
        case .live:
            let session = LiveSession(configuration: configuration, rendererOptions: rendererOptions)
            return try await session.run()
        case .scripted(let script, let isRealtime):
            let frameFiles = framesDirectory.map { FrameFileWriter(directory: $0, listing: output) }
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
                runner.run(script)
            }
            renderer.finish()
            output.flush()
            if let failure = frameFiles?.failure { throw failure }
            return .success
        }
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
