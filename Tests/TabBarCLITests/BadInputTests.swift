import Foundation
import Testing

/// One input `tabbar` must refuse: how it is called, the files it finds, and exactly what it
/// must say.
struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var files: [String: [UInt8]] = [:]
    var stdin: [UInt8]? = nil
    var status: Int32
    var stderr: String

    var testDescription: String { name }
}

private let usage = "\nRun 'tabbar --help' for usage.\n"

private func text(_ string: String) -> [UInt8] { Array(string.utf8) }

/// A manifest with three tabs, for the cases that need a valid one.
private let goodManifest = text(
    #"{"tabs": [{"id": "lessons", "title": "Lessons", "icon": "academic-cap"}, "#
        + #"{"id": "archives", "title": "Archives", "icon": "archive-box"}, "#
        + #"{"id": "search", "title": "Search", "icon": "magnifying-glass"}]}"#)

let badInputs: [BadInput] = [
    // Flags
    BadInput(
        name: "unknown flag with a suggestion", arguments: ["--rendrer", "json"], status: 64,
        stderr: "tabbar: error: unknown option '--rendrer'; did you mean '--renderer'?" + usage),
    BadInput(
        name: "unknown flag without a suggestion", arguments: ["--frobnicate"], status: 64,
        stderr: "tabbar: error: unknown option '--frobnicate'" + usage),
    BadInput(
        name: "single-dash flag", arguments: ["-x"], status: 64,
        stderr: "tabbar: error: unknown option '-x'" + usage),
    BadInput(
        name: "positional argument", arguments: ["tap", "search"], status: 64,
        stderr: "tabbar: error: unexpected argument 'tap'; tabbar takes only options (a script goes after '--script')"
            + usage),
    BadInput(
        name: "missing value at the end", arguments: ["--renderer"], status: 64,
        stderr: "tabbar: error: option '--renderer' needs a value: a renderer name (see --list-renderers)" + usage),
    BadInput(
        name: "missing value before another flag", arguments: ["--manifest", "--rtl"], status: 64,
        stderr: "tabbar: error: option '--manifest' needs a value: a manifest file (JSON)" + usage),
    BadInput(
        name: "bad theme with suggestion", arguments: ["--theme", "darkk"], status: 64,
        stderr: "tabbar: error: invalid value 'darkk' for '--theme'; expected one of: light, dark; did you mean 'dark'?"
            + usage),
    BadInput(
        name: "bad tap policy", arguments: ["--tap-policy", "later"], status: 64,
        stderr: "tabbar: error: invalid value 'later' for '--tap-policy'; expected one of: defer, drop" + usage),
    BadInput(
        name: "bad colour with suggestion", arguments: ["--color=allways"], status: 64,
        stderr:
            "tabbar: error: invalid value 'allways' for '--color'; expected one of: auto, always, never; did you mean 'always'?"
            + usage),
    BadInput(
        name: "negative width", arguments: ["--width", "-3"], status: 64,
        stderr: "tabbar: error: invalid value '-3' for '--width'; expected a finite number of points greater than 0"
            + usage),
    BadInput(
        name: "zero width", arguments: ["--width=0"], status: 64,
        stderr: "tabbar: error: invalid value '0' for '--width'; expected a finite number of points greater than 0"
            + usage),
    BadInput(
        name: "infinite width", arguments: ["--width", "inf"], status: 64,
        stderr: "tabbar: error: invalid value 'inf' for '--width'; expected a finite number of points greater than 0"
            + usage),
    BadInput(
        name: "width that is not a number", arguments: ["--width", "wide"], status: 64,
        stderr: "tabbar: error: invalid value 'wide' for '--width'; expected a finite number of points greater than 0"
            + usage),
    BadInput(
        name: "max-visible below 2", arguments: ["--max-visible", "1"], status: 64,
        stderr: "tabbar: error: invalid value '1' for '--max-visible'; expected a whole number of slots, at least 2"
            + usage),
    BadInput(
        name: "max-visible not a number", arguments: ["--max-visible", "five"], status: 64,
        stderr: "tabbar: error: invalid value 'five' for '--max-visible'; expected a whole number of slots, at least 2"
            + usage),
    BadInput(
        name: "portrait and landscape", arguments: ["--portrait", "--landscape"], status: 64,
        stderr: "tabbar: error: '--portrait' and '--landscape' cannot be combined; choose one" + usage),
    BadInput(
        name: "ltr and rtl", arguments: ["--rtl", "--ltr"], status: 64,
        stderr: "tabbar: error: '--rtl' and '--ltr' cannot be combined; choose one" + usage),
    BadInput(
        name: "script and script-file", arguments: ["--script", "tap search", "--script-file", "s.txt"], status: 64,
        stderr: "tabbar: error: '--script' and '--script-file' cannot be combined; choose one" + usage),
    BadInput(
        name: "repeated flag", arguments: ["--renderer", "json", "--renderer", "log"], status: 64,
        stderr: "tabbar: error: option '--renderer' is given more than once; give it once" + usage),
    BadInput(
        name: "value given to a switch", arguments: ["--rtl=yes"], status: 64,
        stderr: "tabbar: error: invalid value 'yes' for '--rtl'; expected no value" + usage),
    BadInput(
        name: "unknown renderer with suggestion", arguments: ["--renderer", "jsno", "--script", ""], status: 64,
        stderr: "tabbar: error: unknown renderer 'jsno'; did you mean 'json'? (available: json, log, svg, text)"
            + usage),
    BadInput(
        name: "unknown renderer", arguments: ["--renderer", "html"], status: 64,
        stderr: "tabbar: error: unknown renderer 'html' (available: json, log, svg, text)" + usage),
    BadInput(
        name: "frames-dir without svg", arguments: ["--frames-dir", "out"], status: 64,
        stderr: "tabbar: error: '--frames-dir' needs '--renderer svg' (the renderer is 'text')" + usage),
    BadInput(
        name: "animate without svg", arguments: ["--renderer", "json", "--animate"], status: 64,
        stderr: "tabbar: error: '--animate' needs '--renderer svg' (the renderer is 'json')" + usage),

    // Files
    BadInput(
        name: "missing manifest", arguments: ["--manifest", "nope.json", "--script", ""], status: 66,
        stderr: "tabbar: error: cannot read 'nope.json': No such file or directory\n"),
    BadInput(
        name: "manifest is a directory", arguments: ["--manifest", "dir", "--script", ""],
        files: ["dir/x": []], status: 66, stderr: "tabbar: error: cannot read 'dir': Is a directory\n"),
    BadInput(
        name: "missing script file", arguments: ["--script-file", "nope.txt"], status: 66,
        stderr: "tabbar: error: cannot read 'nope.txt': No such file or directory\n"),
    BadInput(
        name: "script file not UTF-8", arguments: ["--script-file", "s.txt"],
        files: ["s.txt": text("tap search\nwait 1 # caf") + [0xE9, 0x0A]], status: 65,
        stderr: "s.txt:2:15: error: the file is not UTF-8 text (byte 0xe9 at offset 25)\n"),
    BadInput(
        name: "script on stdin not UTF-8", arguments: ["--script-file", "-"], stdin: [0x74, 0x61, 0x70, 0x20, 0xFF],
        status: 65, stderr: "<stdin>:1:5: error: the file is not UTF-8 text (byte 0xff at offset 4)\n"),
]

struct BadInputTests {
    @Test(arguments: badInputs)
    func badInput_isRejectedWithItsStatusAndMessage_andNothingOnStdout(_ input: BadInput) throws {
        let directory = try Tabbar.temporaryDirectory()
        for (path, bytes) in input.files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let result = try Tabbar.run(input.arguments, stdin: input.stdin.map { Data($0) }, in: directory)
        #expect(result.status == input.status, "\(result)")
        #expect(result.stderr == input.stderr)
        #expect(result.stdout == "")
        #expect(!result.wasSignalled)
    }

    @Test func table_coversAtLeastThirtyInputs() {
        #expect(badInputs.count >= 30)
    }
}
