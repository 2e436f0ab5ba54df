import Foundation
import TabBarKit
import TabBarManifest

/// The build-tool plug-in's generator: `TabManifestGenerator MANIFEST OUTPUT`.
///
/// Reads a `tabs.json` manifest with the same decoder as `tabbar`, and writes the typed `Tab`
/// enum to OUTPUT. A bad manifest prints `path:line:column: error: …` (what compilers print,
/// so IDEs jump to it) and exits 1, failing the build.
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
        let source: String
        do {
            source = try TabEnumSource.make(
                for: configuration, manifestName: URL(fileURLWithPath: manifest).lastPathComponent)
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

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
