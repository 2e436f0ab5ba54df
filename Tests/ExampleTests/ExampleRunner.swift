import Foundation

/// Runs an example executable built alongside the tests and captures what it prints.
enum ExampleRunner {
    /// The finished run.
    struct Run {
        /// The exit status.
        let status: Int32
        /// Everything written to standard output.
        let output: String
        /// Everything written to standard error.
        let errors: String
    }

    /// Where SwiftPM put the products: the folder holding the test bundle.
    static var productsDirectory: URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS"
            || directory.lastPathComponent == "Contents"
        {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }

    /// Runs the product `name` with `arguments`.
    static func run(_ name: String, _ arguments: [String] = []) throws -> Run {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(name)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }
}
