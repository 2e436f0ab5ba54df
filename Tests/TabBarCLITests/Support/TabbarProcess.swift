import Foundation
import Testing

/// What one run of the built `tabbar` binary did.
struct TabbarResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the process ended by a signal rather than exiting.
    var wasSignalled: Bool

    var description: String { "status \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }
}

/// Runs the `tabbar` executable that `swift build` put next to the test bundle, the way
/// swift-argument-parser's example tests run their tools.
enum Tabbar {
    /// The built binary: next to the test bundle, or in `.build/debug` under the package.
    static var executable: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("tabbar"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("tabbar"),
            packageRoot.appendingPathComponent(".build/debug/tabbar"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }

    /// The package's root directory, found from this source file.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A fresh empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tabbar-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `tabbar` with `arguments`, `stdin` as its standard input (empty when `nil`),
    /// standard output and error captured in files, and `environment` on top of a clean one.
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
        in directory: URL? = nil
    ) throws -> TabbarResult {
        let work = try directory ?? temporaryDirectory()
        let outURL = work.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = work.appendingPathComponent("stderr-\(UUID().uuidString)")
        let inURL = work.appendingPathComponent("stdin-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: stdin ?? Data())
        defer {
            for url in [outURL, errURL, inURL] { try? FileManager.default.removeItem(at: url) }
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
        process.currentDirectoryURL = work
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let inHandle = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = inHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        try inHandle.close()
        return TabbarResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            wasSignalled: process.terminationReason == .uncaughtSignal)
    }
}
