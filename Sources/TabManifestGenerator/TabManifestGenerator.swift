import Foundation
import TabBarKit
import TabBarManifest

/// The build-tool plug-in's generator: `TabManifestGenerator MANIFEST OUTPUT`.
///
/// Reads a `tabs.json` manifest with the same decoder as `tabbar`, and writes the typed tab
/// enum to OUTPUT, named by the manifest's `generatedType` (`Tab` when it names none). A bad
/// manifest prints `path:line:column: error: …` (what compilers print, so IDEs jump to it) and
/// exits 1, failing the build.
@main
struct TabManifestGenerator {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let manifest = arguments.first, let output = arguments.last else {
            fail("usage: TabManifestGenerator MANIFEST OUTPUT")
        }
        guard let data = FileManager.default.contents(atPath: manifest) else {
            fail("\(manifest):1:1: error: cannot read the manifest")
        }
        let configuration: TabBarConfiguration
        do {
            configuration = try ManifestDecoder.decode(Array(data), path: manifest)
        } catch {
            fail(error.description)
        }
        let typeName = generatedType(in: data, manifest: manifest)
        let source: String
        do {
            source = try TabEnumSource.make(
                for: configuration, manifestName: URL(fileURLWithPath: manifest).lastPathComponent,
                typeName: typeName)
        } catch {
            fail(
                "\(manifest):1:1: error: tab ids '\(error.ids[0])' and '\(error.ids[1])' both become "
                    + "the Swift case '\(error.name)'; rename one of them")
        }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("\(output):1:1: error: cannot write the generated source: \(error.localizedDescription)")
        }
    }

    /// The manifest's `generatedType`, checked (the manifest decoder has accepted the key, and
    /// the `tabbar` command ignores it), or the default name.
    private static func generatedType(in data: Data, manifest: String) -> String {
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard let value = root?["generatedType"], !(value is NSNull) else {
            return TabEnumSource.defaultTypeName
        }
        guard let name = value as? String, SwiftIdentifier.isTypeName(name) else {
            fail(
                "\(manifest):1:1: error: generatedType: '\(value)' is not a Swift type name; "
                    + "give a name of letters, digits and _ that does not start with a digit, such as \"AppTab\""
            )
        }
        return name
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
