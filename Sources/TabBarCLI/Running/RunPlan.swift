import TabBarKit

// TEMPORARY until TabBarManifest / TabBarScript land.
struct RunPlan {
    static func make(
        options: CommandLineOptions, environment: [String: String], registry: RendererRegistry
    ) throws(CommandFailure) -> RunPlan {
        throw CommandFailure(.software, "not yet")
    }

    func execute(output: FileDescriptorSink) async throws(CommandFailure) -> ExitStatus { .success }
}
