import Foundation
import Testing

/// Paths are bytes: a name that is not UTF-8 opens, and every path shown is escaped like
/// other diagnostic values (ESC, BEL, U+202E as `\u{…}`, other bytes as `\xE9`).
struct PathBytesTests {
    private static let manifest =
        #"{"tabs": [{"id": "a", "title": "A", "icon": "x"}, {"id": "b", "title": "B", "icon": "y"}]}"#

    @Test func latin1ManifestName_isOpened() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try ShellRun.run(
            "name=$(printf 'latin1-caf\\351.json'); printf '%s' '\(Self.manifest)' > \"$name\"; "
                + "\"$TABBAR\" --renderer json --manifest \"$name\" --script 'tap b'", in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(#""kind":"selected""#))
    }

    @Test func latin1ScriptFileName_isOpened() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try ShellRun.run(
            "name=$(printf 'tour-\\351.txt'); echo 'tap archives' > \"$name\"; "
                + "\"$TABBAR\" --renderer json --script-file \"$name\"", in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(#""tab":"archives""#))
    }

    @Test func missingLatin1File_isNamedWithTheByteEscaped() throws {
        let result = try ShellRun.run(
            "\"$TABBAR\" --manifest \"$(printf 'caf\\351.json')\"", in: Tabbar.temporaryDirectory())
        #expect(result.status == 66)
        #expect(result.stderr == "tabbar: error: cannot read 'caf\\xE9.json': No such file or directory\n")
    }

    @Test func framesDirectoryName_keepsItsBytes_andIsListedEscaped() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try ShellRun.run(
            "\"$TABBAR\" --renderer svg --frames-dir \"$(printf 'fr-\\376')\" --script 'tap archives'",
            in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("fr-\\xFE/frame-0001.svg\n"))
        // The directory has the byte 0xFE in its name, not U+FFFD (EF BF BD) in its place.
        let raw = try ShellRun.run(
            "ls \"$(printf 'fr-\\376')\" | head -1; test -e \"$(printf 'fr-\\357\\277\\275')\" && echo mangled",
            in: directory)
        #expect(raw.stdout == "frame-0001.svg\n")
    }

    @Test func latin1PlugInName_isRefusedClearly() throws {
        let result = try ShellRun.run(
            "name=$(printf 'lib\\351.so'); : > \"$name\"; \"$TABBAR\" --renderer-plugin \"$name\" --script 'tap archives'",
            in: Tabbar.temporaryDirectory())
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "tabbar: error: renderer plug-in 'lib\\xE9.so' cannot be loaded: its path is not UTF-8; "
                + "rename the library or give a path to it that is\n")
        #expect(result.stdout == "")
    }

    private static let hostile = "\u{1B}]0;pwn\u{07}\u{1B}[2J\u{202E}"
    private static let escaped = "\\u{1B}]0;pwn\\u{7}\\u{1B}[2J\\u{202E}"

    @Test(arguments: ["--manifest", "--script-file"])
    func controlCharactersInAPath_areEscaped(option: String) throws {
        let result = try Tabbar.run([option, "nope\(Self.hostile).json"])
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "tabbar: error: cannot read 'nope\(Self.escaped).json': No such file or directory\n")
    }

    @Test func controlCharactersInAPlugInPath_areEscaped() throws {
        let result = try Tabbar.run([
            "--renderer-plugin", "nope\(Self.hostile).so", "--script", "tap archives",
        ])
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "tabbar: error: renderer plug-in 'nope\(Self.escaped).so' does not exist; "
                + "give the path of a shared library (.so or .dylib)\n")
    }

    @Test func controlCharactersInTheFrameListing_areEscaped() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try Tabbar.run(
            ["--renderer", "svg", "--frames-dir", "fr\(Self.hostile)", "--script", "tap archives"],
            in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("fr\(Self.escaped)/frame-0001.svg\n"))
        #expect(!result.stdout.contains("\u{1B}"))
    }
}
