import Foundation

/// Runs a program to completion and captures what it did: the one process runner of the
/// package's tests.
///
/// Standard output and error go to temporary files, so a child that writes a lot can never
/// block on a full pipe, and no thread or dispatch queue is needed.
///
/// ```swift
/// let result = try ProcessRunner.run(try BuiltProducts.executable(named: "tabbar"), ["--help"])
/// #expect(result.status == 0, "\(result)")
/// ```
public enum ProcessRunner {
    /// Runs `executable` with `arguments`, `stdin` as its standard input (empty when `nil`), in
    /// `directory` (the current one when `nil`). `environment` replaces the inherited one
    /// when given.
    public static func run(
        _ executable: URL, _ arguments: [String] = [], stdin: Data? = nil,
        environment: [String: String]? = nil, in directory: URL? = nil
    ) throws -> ProcessResult {
        let capture = try temporaryDirectory(prefix: "process-capture")
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout")
        let errURL = capture.appendingPathComponent("stderr")
        let inURL = capture.appendingPathComponent("stdin")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: stdin ?? Data())
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let inHandle = try FileHandle(forReadingFrom: inURL)
        defer {
            try? outHandle.close()
            try? errHandle.close()
            try? inHandle.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = inHandle
        try process.run()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            wasSignalled: process.terminationReason == .uncaughtSignal,
            stdout: try Data(contentsOf: outURL), stderr: try Data(contentsOf: errURL))
    }

    /// A fresh empty directory under the system's temporary directory; the caller removes it.
    public static func temporaryDirectory(prefix: String = "tabbarkit-tests") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
