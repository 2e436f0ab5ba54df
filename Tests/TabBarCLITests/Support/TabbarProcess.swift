import Foundation
import TabBarTestSupport
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
    /// The built binary, in the products folder that holds the test bundle; throws
    /// ``MissingProduct`` (failing the test) when it is not built.
    static var executable: URL {
        get throws { try BuiltProducts.executable(named: "tabbar") }
    }

    /// A fresh empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        try ProcessRunner.temporaryDirectory(prefix: "tabbar-tests")
    }

    /// Runs `tabbar` with `arguments`, `stdin` as its standard input (empty when `nil`),
    /// standard output and error captured, and `environment` on top of a clean one.
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
        in directory: URL? = nil
    ) throws -> TabbarResult {
        let work = try directory ?? temporaryDirectory()
        let result = try ProcessRunner.run(
            try executable, arguments, stdin: stdin,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }, in: work)
        return TabbarResult(
            status: result.status, stdout: result.output, stderr: result.errors,
            wasSignalled: result.wasSignalled)
    }
}
