import Foundation
import TabBarTestSupport
import Testing

/// Runs the built `tabbar` on every hostile input of `Hostile/cases.txt`: the exit status is
/// one of those allowed, the diagnostic names what is wrong, nothing is written to stdout on
/// an error, and there is never a signal death or a backtrace.
struct HostileInputTests {
    static let cases = HostileCase.all()

    @Test func corpus_hasAtLeastSixtyCases() {
        #expect(Self.cases.count >= 60)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    /// Runs for every case; a missing `tabbar` fails each one with ``MissingProduct``'s text.
    @Test(arguments: cases)
    func hostileInput_isRejectedCleanly(_ hostile: HostileCase) throws {
        #expect(GeneratedInputs.written)
        let result = try Self.run(hostile.arguments)
        #expect(
            !result.wasSignalled,
            "\(hostile.name): killed by signal \(result.status); stderr: \(result.errors)")
        #expect(
            hostile.exitCodes.contains(result.status),
            "\(hostile.name): exit \(result.status), expected \(hostile.exitCodes.sorted()); stderr: \(result.errors.prefix(500))"
        )
        for needle in hostile.stderrMustContain {
            #expect(
                result.errors.contains(needle),
                "\(hostile.name): stderr lacks '\(needle)': \(result.errors.prefix(500))")
        }
        for word in ["Fatal error", "Backtrace", "Stack dump", "Crash"] {
            #expect(!result.errors.contains(word), "\(hostile.name): \(result.errors.prefix(500))")
        }
        if [64, 65, 66].contains(result.status) {
            #expect(result.stdout.isEmpty, "\(hostile.name): wrote to stdout on an error")
        }
        if hostile.checks.contains("no-controls") {
            #expect(!Self.hasControls(result.stdout), "\(hostile.name): control characters reached stdout")
        }
        if hostile.checks.contains("no-controls") || hostile.checks.contains("no-controls-stderr") {
            #expect(
                !Self.hasControls(result.stderr),
                "\(hostile.name): control characters reached stderr")
        }
    }

    /// Runs the built `tabbar` with `arguments`, colour off, standard input empty.
    static func run(_ arguments: [String]) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        return try ProcessRunner.run(
            try BuiltProducts.executable(named: "tabbar"), arguments + ["--color", "never"],
            environment: environment)
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
