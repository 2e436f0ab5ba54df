import Foundation
import Testing

/// Writing the output can fail: a full disk, a file-size limit, a reader that went away.
/// Only the last ends quietly (0); every other failure is status 74 with one diagnostic.
struct OutputErrorTests {
    static let full = FileManager.default.isWritableFile(atPath: "/dev/full")

    @Test(
        .enabled(if: full, "needs /dev/full"),
        arguments: [
            "--renderer json --script 'tap archives'", "--help", "--version", "--list-renderers",
            "--renderer log",
        ])
    func fullDevice_exits74_withADiagnostic(arguments: String) throws {
        let result = try ShellRun.run("\"$TABBAR\" \(arguments) > /dev/full", in: Tabbar.temporaryDirectory())
        #expect(result.status == 74, "\(result)")
        #expect(result.stderr == "tabbar: cannot write to standard output: No space left on device\n")
    }

    @Test(.enabled(if: full, "needs /dev/full"))
    func fullDevice_forTheFrameListing_exits74() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try ShellRun.run(
            "\"$TABBAR\" --renderer svg --frames-dir fr --script 'tap archives' > /dev/full", in: directory)
        #expect(result.status == 74, "\(result)")
        #expect(result.stderr == "tabbar: cannot write to standard output: No space left on device\n")
    }

    @Test func fileSizeLimit_exits74_withEFBIG_notASignal() throws {
        let result = try ShellRun.run(
            "ulimit -f 1; \"$TABBAR\" --renderer json --script 'tap archives; wait 1; tap search; wait 1' > out.txt",
            in: Tabbar.temporaryDirectory())
        #expect(!result.wasSignalled)
        #expect(result.status == 74, "\(result)")
        #expect(result.stderr == "tabbar: cannot write to standard output: File too large\n")
    }

    /// 100,000 taps drawn as SVG take many seconds; a reader that takes one byte and leaves
    /// must stop the run at the first failed write, so it ends within a fraction of that.
    @Test func departedReader_stopsTheWork_andExits0() throws {
        let directory = try Tabbar.temporaryDirectory()
        let taps = String(repeating: "tap archives\ntap lessons\n", count: 50_000)
        try Data(taps.utf8).write(to: directory.appendingPathComponent("taps.txt"))
        let start = ContinuousClock.now
        let result = try ShellRun.run(
            "\"$TABBAR\" --renderer svg --script-file taps.txt | head -c 1 > /dev/null; "
                + "exit $(( $? ))", in: directory)
        let elapsed = ContinuousClock.now - start
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(elapsed < .seconds(5), "took \(elapsed) after the reader left")
    }

    @Test func departedReader_statusOfTabbarItself_is0() throws {
        let directory = try Tabbar.temporaryDirectory()
        let taps = String(repeating: "tap archives\ntap lessons\n", count: 20_000)
        try Data(taps.utf8).write(to: directory.appendingPathComponent("taps.txt"))
        // The pipeline's status is head's; write tabbar's own to a file.
        let result = try ShellRun.run(
            "{ \"$TABBAR\" --renderer json --script-file taps.txt; echo $? > status; } | head -c 1 > /dev/null; "
                + "cat status", in: directory)
        #expect(result.stdout == "0\n", "\(result)")
        #expect(result.stderr == "")
    }
}
