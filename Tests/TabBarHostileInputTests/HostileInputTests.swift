import Foundation
import Testing

/// Runs the built `tabbar` on every hostile input of `Hostile/cases.txt`: the exit status is
/// one of those allowed, the diagnostic names what is wrong, nothing is written to stdout on
/// an error, and there is never a signal death or a backtrace.
struct HostileInputTests {
    static let cases = HostileCase.all()

    static let tabbar: URL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("tabbar")

    static var hasTabbar: Bool { FileManager.default.isExecutableFile(atPath: tabbar.path) }

    @Test func corpus_hasAtLeastSixtyCases() {
        #expect(Self.cases.count >= 60)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(.enabled(if: hasTabbar, "the tabbar executable is not built"), arguments: cases)
    func hostileInput_isRejectedCleanly(_ hostile: HostileCase) throws {
        #expect(GeneratedInputs.written)
        let result = try Self.run(hostile.arguments)
        #expect(
            result.reason == .exit,
            "\(hostile.name): killed by signal \(result.status); stderr: \(result.stderr)")
        #expect(
            hostile.exitCodes.contains(result.status),
            "\(hostile.name): exit \(result.status), expected \(hostile.exitCodes.sorted()); stderr: \(result.stderr.prefix(500))"
        )
        for needle in hostile.stderrMustContain {
            #expect(
                result.stderr.contains(needle),
                "\(hostile.name): stderr lacks '\(needle)': \(result.stderr.prefix(500))")
        }
        for word in ["Fatal error", "Backtrace", "Stack dump", "Crash"] {
            #expect(!result.stderr.contains(word), "\(hostile.name): \(result.stderr.prefix(500))")
        }
        if [64, 65, 66].contains(result.status) {
            #expect(result.stdout.isEmpty, "\(hostile.name): wrote to stdout on an error")
        }
        if hostile.checks.contains("no-controls") {
            #expect(!Self.hasControls(result.stdout), "\(hostile.name): control characters reached stdout")
        }
        if hostile.checks.contains("no-controls") || hostile.checks.contains("no-controls-stderr") {
            #expect(
                !Self.hasControls(Data(result.stderr.utf8)),
                "\(hostile.name): control characters reached stderr")
        }
    }

    struct Result {
        var status: Int32
        var reason: Process.TerminationReason
        var stdout: Data
        var stderr: String
    }

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = tabbar
        process.arguments = arguments + ["--color", "never"]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes concurrently so that a large output cannot block the child.
        let box = OutputBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            box.stdout = out.fileHandleForReading.readDataToEndOfFile()
        }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, reason: process.terminationReason, stdout: box.stdout,
            stderr: String(decoding: errData, as: UTF8.self))
    }

    final class OutputBox: @unchecked Sendable {
        var stdout = Data()
    }

    /// ESC, other C0 controls but tab and newline, DEL, C1 controls, and bidi controls.
    static func hasControls(_ data: Data) -> Bool {
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            let value = scalar.value
            if value < 0x20, value != 0x0A, value != 0x09 { return true }
            if (0x7F...0x9F).contains(value) { return true }
            if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E
                || value == 0x200F || value == 0x061C
            {
                return true
            }
        }
        return false
    }
}
