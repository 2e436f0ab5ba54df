import Foundation
import TabBarTestSupport

/// Runs a `/bin/sh` command line with `$TABBAR` set to the built binary, through the shared
/// ``ProcessRunner``: for what a plain argument list cannot express — redirections to
/// `/dev/full`, `ulimit`, pipes into `head`, and file names that are not UTF-8 (made with
/// `printf`).
enum ShellRun {
    static func run(_ command: String, in directory: URL) throws -> TabbarResult {
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command],
            environment: [
                "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1",
                "TABBAR": try Tabbar.executable.path,
            ], in: directory)
        return TabbarResult(
            status: result.status, stdout: result.output, stderr: result.errors,
            wasSignalled: result.wasSignalled)
    }
}
