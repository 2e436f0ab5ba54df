import Foundation
import PackagePlugin

/// `swift package render-tabs [--renderer NAME] [--script TEXT] [TARGET…]`: renders each
/// target's `tabs.json` with `tabbar`, so a team can preview its tab bar without writing code.
///
/// With no targets named, every target that has a `tabs.json` is rendered. Without `--script`,
/// `tabbar` plays its built-in tour.
@main
struct RenderTabsPlugin: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let renderer = extractor.extractOption(named: "renderer").last ?? "text"
        let script = extractor.extractOption(named: "script").last
        let named = extractor.extractOption(named: "target") + extractor.remainingArguments
        let candidates = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let withManifests = candidates.filter { hasManifest($0) }
        for name in named where !withManifests.contains(where: { $0.name == name }) {
            let known = withManifests.map(\.name).joined(separator: ", ")
            throw Failure(description: "no target '\(name)' with a tabs.json (targets with one: \(known))")
        }
        let targets = named.isEmpty ? withManifests : withManifests.filter { named.contains($0.name) }
        guard !targets.isEmpty else { throw Failure(description: "no target has a tabs.json") }
        let tabbar = try context.tool(named: "tabbar").url
        for target in targets {
            print("== \(target.name) (\(target.directoryURL.lastPathComponent)/tabs.json)")
            var toolArguments = [
                "--manifest", target.directoryURL.appending(path: "tabs.json").path, "--renderer", renderer,
            ]
            if let script { toolArguments += ["--script", script] }
            let process = Process()
            process.executableURL = tabbar
            process.arguments = toolArguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(
                    description: "tabbar failed for \(target.name) (exit \(process.terminationStatus))")
            }
        }
    }

    private func hasManifest(_ target: SourceModuleTarget) -> Bool {
        FileManager.default.fileExists(atPath: target.directoryURL.appending(path: "tabs.json").path)
    }
}
