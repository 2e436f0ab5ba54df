// Writes one sample SVG to standard output: the pictures in the README and the input of the
// CI rasterisation check (`.ci/svg`, `.ci/pictures`).
//
//     swift run tabbar-svg-sample rest|wave|more-dark|animated > bar.svg
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let name = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: tabbar-svg-sample \(SampleScenes.names.joined(separator: "|"))\n".utf8))
    exit(64)
}
do {
    guard let document = try MainActor.assumeIsolated({ try SampleScenes.document(named: name) }) else {
        FileHandle.standardError.write(
            Data("unknown scene '\(name)' (available: \(SampleScenes.names.joined(separator: ", ")))\n".utf8))
        exit(64)
    }
    FileHandle.standardOutput.write(Data(document.utf8))
} catch {
    FileHandle.standardError.write(Data("tabbar-svg-sample: \(error)\n".utf8))
    exit(70)
}
