import TabBarKit
import TabBarRendering

/// The `tabbar` command: everything `main` does, as a library so that it can be tested.
///
/// ```swift
/// let status = await Tabbar.main(arguments: ["--renderer", "json", "--script", "tap search"],
///                                environment: ["NO_COLOR": "1"], registry: .standard)
/// ```
///
/// The order matters: every argument, file, manifest and script is read and checked before
/// anything is written to standard output, so rejected input leaves it empty. A write to
/// standard output that fails ends the run: quietly with 0 when the reader went away
/// (`EPIPE`), otherwise with 74 and `tabbar: cannot write to standard output: <reason>`.
@MainActor
public enum Tabbar {
    /// Runs the command and returns its exit status; diagnostics go to standard error.
    public static func main(
        arguments: [String], environment: [String: String], registry: RendererRegistry
    ) async -> Int32 {
        await main(
            rawArguments: arguments.map { Array($0.utf8) }, environment: environment, registry: registry)
    }

    /// Runs the command on its arguments' exact bytes (paths that are not UTF-8 keep their
    /// bytes) and returns its exit status; diagnostics go to standard error.
    ///
    /// `environment` needs only `NO_COLOR` and `TERM`.
    public static func main(
        rawArguments: [[UInt8]], environment: [String: String], registry: RendererRegistry
    ) async -> Int32 {
        SystemCalls.ignoreWriteSignals()
        LiveSignals.quitQuietly()
        let output = FileDescriptorSink(descriptor: 1)
        var status: ExitStatus
        do throws(CommandFailure) {
            status = try await run(
                arguments: rawArguments, environment: environment, registry: registry, output: output)
            output.flush()
        } catch {
            output.flush()
            if let writeFailure = output.failure {
                StandardError.write(writeFailure.message)
                return writeFailure.status.rawValue
            }
            StandardError.write(error.message)
            return error.status.rawValue
        }
        if let writeFailure = output.failure {
            StandardError.write(writeFailure.message)
            status = writeFailure.status
        }
        return status.rawValue
    }

    private static func run(
        arguments: [[UInt8]], environment: [String: String], registry: RendererRegistry,
        output: FileDescriptorSink
    ) async throws(CommandFailure) -> ExitStatus {
        let options: CommandLineOptions
        do throws(UsageError) {
            options = try OptionParser.parse(rawArguments: arguments)
        } catch {
            throw CommandFailure(error)
        }
        switch options.action {
        case .help:
            output.write(HelpText.text)
            return .success
        case .version:
            output.write("tabbar \(TabBarKitInfo.version)\n")
            return .success
        case .listRenderers:
            let width = registry.names.map(\.count).max() ?? 0
            for entry in registry.all {
                let padding = String(repeating: " ", count: width - entry.name.count)
                output.write("\(entry.name)\(padding)  \(entry.summary)\n")
            }
            return .success
        case .run:
            let plan = try RunPlan.make(options: options, environment: environment, registry: registry)
            if let runner = options.emitTest { return try plan.emitTest(for: runner, output: output) }
            return try await plan.execute(output: output)
        }
    }
}
