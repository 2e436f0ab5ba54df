import Foundation

/// Runs a `/bin/sh` command line with `$TABBAR` set to the built binary: for what `Process`
/// cannot express — redirections to `/dev/full`, `ulimit`, pipes into `head`, and file names
/// that are not UTF-8 (made with `printf`).
enum ShellRun {
    static func run(_ command: String, in directory: URL) throws -> TabbarResult {
        let outURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1", "TABBAR": try Tabbar.executable.path,
        ]
        process.currentDirectoryURL = directory
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return TabbarResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            wasSignalled: process.terminationReason == .uncaughtSignal)
    }
}
