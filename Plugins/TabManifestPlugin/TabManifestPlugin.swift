import Foundation
import PackagePlugin

/// Generates a typed enum of the tabs and a ready `TabBarConfiguration` from a target's
/// `tabs.json`.
///
/// Add the plug-in to a target and put `tabs.json` (the `tabbar` manifest format) in the
/// target's folder, excluded from its sources. The manifest's `generatedType` names the enum
/// (`"generatedType": "AppTab"`); without it the enum is `Tab`, which hides TabBarKit's `Tab` in
/// the target, kept in 1.x for the packages written before the key:
///
/// ```swift
/// .executableTarget(
///     name: "MyApp", dependencies: ["TabBarKit"], exclude: ["tabs.json"],
///     plugins: [.plugin(name: "TabManifestPlugin", package: "TabBarKit")])
/// ```
///
/// A bad manifest fails the build with `tabs.json:LINE:COLUMN: error: …`.
@main
struct TabManifestPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let manifest = target.directoryURL.appending(path: "tabs.json")
        guard FileManager.default.fileExists(atPath: manifest.path) else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "Tab.generated.swift")
        return [
            .buildCommand(
                displayName: "Generating the tab enum from \(target.name)/tabs.json",
                executable: try context.tool(named: "TabManifestGenerator").url,
                arguments: [manifest.path, output.path],
                inputFiles: [manifest],
                outputFiles: [output])
        ]
    }
}
