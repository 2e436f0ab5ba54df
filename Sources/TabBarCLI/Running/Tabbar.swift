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
/// anything is written to standard output, so rejected input leaves it empty.
@MainActor
public enum Tabbar {
    /// Runs the command and returns its exit status; diagnostics go to standard error.
    public static func main(
        arguments: [String], environment: [String: String], registry: RendererRegistry
    ) async -> Int32 {
        SystemCalls.ignoreBrokenPipes()
        do throws(CommandFailure) {
            return try await run(arguments: arguments, environment: environment, registry: registry).rawValue
        } catch {
            StandardError.write(error.message)
            return error.status.rawValue
        }
    }

    private static func run(
        arguments: [String], environment: [String: String], registry: RendererRegistry
    ) async throws(CommandFailure) -> ExitStatus {
        let options: CommandLineOptions
        do throws(UsageError) {
            options = try OptionParser.parse(arguments)
        } catch {
            throw CommandFailure(error)
        }
        let output = FileDescriptorSink(descriptor: 1)
        defer { output.flush() }
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
            return try await plan.execute(output: output)
        }
    }
}
