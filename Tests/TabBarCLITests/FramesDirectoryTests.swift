import Foundation
import Testing

@testable import TabBarCLI

/// `--frames-dir` never follows a link planted in the directory, refuses a directory that
/// holds anything but an earlier run's frames, and names frames so they sort in order.
struct FramesDirectoryTests {
    @Test func plantedSymlink_isRefused_andTheVictimIsUntouched() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try ShellRun.run(
            "echo precious > victim && mkdir fr && ln -s ../victim fr/frame-0001.svg && "
                + "\"$TABBAR\" --renderer svg --frames-dir fr --script 'tap archives'", in: directory)
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr
                == "tabbar: error: invalid value 'fr' for '--frames-dir'; expected a directory that can be "
                + "written ('frame-0001.svg' there is not a regular file; frames are never written through a link)\n"
                + "Run 'tabbar --help' for usage.\n")
        #expect(result.stdout == "")
        let victim = try String(contentsOf: directory.appendingPathComponent("victim"), encoding: .utf8)
        #expect(victim == "precious\n")
    }

    @Test func otherFiles_areRefused() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try ShellRun.run(
            "mkdir fr && echo notes > fr/notes.txt && \"$TABBAR\" --renderer svg --frames-dir fr --script 'tap archives'",
            in: directory)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("it holds 'notes.txt'; give an empty directory"))
        #expect(try String(contentsOfFile: directory.path + "/fr/notes.txt", encoding: .utf8) == "notes\n")
    }

    @Test func anEarlierRunsFrames_areReplaced_soOnlyThisRunsRemain() throws {
        let directory = try Tabbar.temporaryDirectory()
        let long = try ShellRun.run(
            "\"$TABBAR\" --renderer svg --frames-dir fr --script 'tap archives; wait 2; tap search; wait 2'",
            in: directory)
        #expect(long.status == 0, "\(long)")
        let short = try ShellRun.run(
            "\"$TABBAR\" --renderer svg --frames-dir fr --script 'tap archives'", in: directory)
        #expect(short.status == 0, "\(short)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/fr").sorted()
        #expect(files.count < long.stdout.split(separator: "\n").count)
        #expect(files.map { "fr/" + $0 + "\n" }.joined() == short.stdout)
    }

    @Test func aKilledRunsTemporaryFrames_areCleanedUp() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try ShellRun.run(
            "mkdir fr && echo old > fr/.tabbar-12345-1.tmp && echo old > fr/frame-0009.svg && "
                + "\"$TABBAR\" --renderer svg --frames-dir fr --script 'tap archives'", in: directory)
        #expect(result.status == 0, "\(result)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/fr").sorted()
        #expect(files.map { "fr/" + $0 + "\n" }.joined() == result.stdout)
        #expect(!files.contains(".tabbar-12345-1.tmp"))
    }

    @Test func unwritableDirectory_isAUsageError() throws {
        let result = try Tabbar.run([
            "--renderer", "svg", "--frames-dir", "/proc", "--script", "tap archives",
        ])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("tabbar: error: invalid value '/proc' for '--frames-dir'"))
        #expect(result.stdout == "")
    }

    @Test func moreThan9999Frames_arePaddedToTheWidthTheyNeed() throws {
        let directory = try Tabbar.temporaryDirectory()
        let frames = try FrameDirectory(path: PathName(directory.path + "/fr"))
        for number in 1...10_001 { try frames.writeFrame("<svg/>", number: number) }
        let names = try frames.commit()
        #expect(names.first == "frame-00001.svg")
        #expect(names.last == "frame-10001.svg")
        #expect(names == names.sorted())
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/fr")
        #expect(files.sorted() == names)
    }

    @Test func fewFrames_keepFourDigits() throws {
        let directory = try Tabbar.temporaryDirectory()
        let frames = try FrameDirectory(path: PathName(directory.path + "/fr"))
        for number in 1...3 { try frames.writeFrame("<svg/>", number: number) }
        #expect(try frames.commit() == ["frame-0001.svg", "frame-0002.svg", "frame-0003.svg"])
    }
}
