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
        stderr:
            "tabbar: error: unexpected argument 'tap'; tabbar takes only options (a script goes after '--script')"
            + usage),
    BadInput(
        name: "missing value at the end", arguments: ["--renderer"], status: 64,
        stderr: "tabbar: error: option '--renderer' needs a value: a renderer name (see --list-renderers)"
            + usage),
    BadInput(
        name: "missing value before another flag", arguments: ["--manifest", "--rtl"], status: 64,
        stderr: "tabbar: error: option '--manifest' needs a value: a manifest file (JSON)" + usage),
    BadInput(
        name: "bad theme with suggestion", arguments: ["--theme", "darkk"], status: 64,
        stderr:
            "tabbar: error: invalid value 'darkk' for '--theme'; expected one of: light, dark; did you mean 'dark'?"
            + usage),
    BadInput(
        name: "bad tap policy", arguments: ["--tap-policy", "later"], status: 64,
        stderr:
            "tabbar: error: invalid value 'later' for '--tap-policy'; expected one of: defer, drop, interrupt"
            + usage),
    BadInput(
        name: "bad tap policy with suggestion", arguments: ["--tap-policy", "interupt"], status: 64,
        stderr:
            "tabbar: error: invalid value 'interupt' for '--tap-policy'; expected one of: defer, drop, interrupt; did you mean 'interrupt'?"
            + usage),
    BadInput(
        name: "reduce motion with a value", arguments: ["--reduce-motion=on"], status: 64,
        stderr: "tabbar: error: invalid value 'on' for '--reduce-motion'; expected no value" + usage),
    BadInput(
        name: "bad colour with suggestion", arguments: ["--color=allways"], status: 64,
        stderr:
            "tabbar: error: invalid value 'allways' for '--color'; expected one of: auto, always, never; did you mean 'always'?"
            + usage),
    BadInput(
        name: "negative width", arguments: ["--width", "-3"], status: 64,
        stderr:
            "tabbar: error: invalid value '-3' for '--width'; expected a finite decimal number of points greater than 0, e.g. 390"
            + usage),
    BadInput(
        name: "zero width", arguments: ["--width=0"], status: 64,
        stderr:
            "tabbar: error: invalid value '0' for '--width'; expected a finite decimal number of points greater than 0, e.g. 390"
            + usage),
    BadInput(
        name: "infinite width", arguments: ["--width", "inf"], status: 64,
        stderr:
            "tabbar: error: invalid value 'inf' for '--width'; expected a finite decimal number of points greater than 0, e.g. 390"
            + usage),
    BadInput(
        name: "width that is not a number", arguments: ["--width", "wide"], status: 64,
        stderr:
            "tabbar: error: invalid value 'wide' for '--width'; expected a finite decimal number of points greater than 0, e.g. 390"
            + usage),
    BadInput(
        name: "max-visible below 2", arguments: ["--max-visible", "1"], status: 64,
        stderr:
            "tabbar: error: invalid value '1' for '--max-visible'; expected a whole number of slots, at least 2"
            + usage),
    BadInput(
        name: "max-visible not a number", arguments: ["--max-visible", "five"], status: 64,
        stderr:
            "tabbar: error: invalid value 'five' for '--max-visible'; expected a whole number of slots, at least 2"
            + usage),
    BadInput(
        name: "portrait and landscape", arguments: ["--portrait", "--landscape"], status: 64,
        stderr: "tabbar: error: '--portrait' and '--landscape' cannot be combined; choose one" + usage),
    BadInput(
        name: "ltr and rtl", arguments: ["--rtl", "--ltr"], status: 64,
        stderr: "tabbar: error: '--rtl' and '--ltr' cannot be combined; choose one" + usage),
    BadInput(
        name: "script and script-file", arguments: ["--script", "tap search", "--script-file", "s.txt"],
        status: 64,
        stderr: "tabbar: error: '--script' and '--script-file' cannot be combined; choose one" + usage),
    BadInput(
        name: "repeated flag", arguments: ["--renderer", "json", "--renderer", "log"], status: 64,
        stderr: "tabbar: error: option '--renderer' is given more than once; give it once" + usage),
    BadInput(
        name: "value given to a switch", arguments: ["--rtl=yes"], status: 64,
        stderr: "tabbar: error: invalid value 'yes' for '--rtl'; expected no value" + usage),
    BadInput(
        name: "unknown renderer with suggestion", arguments: ["--renderer", "jsn", "--script", ""],
        status: 64,
        stderr:
            "tabbar: error: unknown renderer 'jsn'; did you mean 'json'? (available: json, log, svg, text)"
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
    BadInput(
        name: "frames-dir that cannot be created",
        arguments: ["--renderer", "svg", "--frames-dir", "no/such/dir"],
        status: 64,
        stderr:
            "tabbar: error: invalid value 'no/such/dir' for '--frames-dir'; expected a directory that can be "
            + "written (cannot create the directory: No such file or directory)" + usage),
    BadInput(
        name: "frames-dir that is a file", arguments: ["--renderer", "svg", "--frames-dir", "f.txt"],
        files: ["f.txt": text("x")], status: 64,
        stderr: "tabbar: error: invalid value 'f.txt' for '--frames-dir'; expected a directory that can be "
            + "written (it is not a directory)" + usage),
    BadInput(
        name: "frames-dir and animate", arguments: ["--renderer", "svg", "--frames-dir", "d", "--animate"],
        status: 64,
        stderr: "tabbar: error: '--frames-dir' and '--animate' cannot be combined; choose one" + usage),

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
        stderr: "s.txt:2:13: invalid UTF-8 (byte 0xE9); scripts must be UTF-8 text\n"),
    BadInput(
        name: "script on stdin not UTF-8", arguments: ["--script-file", "-"],
        stdin: [0x74, 0x61, 0x70, 0x20, 0xFF],
        status: 65, stderr: "<stdin>:1:5: invalid UTF-8 (byte 0xFF); scripts must be UTF-8 text\n"),
    BadInput(
        name: "missing renderer plug-in", arguments: ["--renderer-plugin", "nope.so", "--script", ""],
        status: 66,
        stderr:
            "tabbar: error: renderer plug-in 'nope.so' does not exist; give the path of a shared library (.so or .dylib)\n"
    ),
    BadInput(
        name: "renderer and plug-in", arguments: ["--renderer", "json", "--renderer-plugin", "p.so"],
        status: 64,
        stderr: "tabbar: error: '--renderer' and '--renderer-plugin' cannot be combined; choose one" + usage),
    // Each refusal advises about the kind of file it refuses.
    BadInput(
        name: "endless manifest", arguments: ["--manifest", "/dev/zero", "--script", ""], status: 65,
        stderr:
            "tabbar: error: '/dev/zero' is larger than 16 MiB; a manifest is a few kilobytes of JSON; give the bar's manifest\n"
    ),
    BadInput(
        name: "endless script", arguments: ["--script-file", "/dev/zero"], status: 65,
        stderr:
            "tabbar: error: '/dev/zero' is larger than 16 MiB; a script is a few hundred kilobytes at most; give the script itself\n"
    ),
    BadInput(
        name: "endless state file", arguments: ["--restore", "/dev/zero", "--script", ""], status: 65,
        stderr:
            "tabbar: error: '/dev/zero' is larger than 16 MiB; a state file is a few kilobytes of JSON; give a state as the script command 'state' prints it\n"
    ),
    BadInput(
        name: "manifest and script both from stdin", arguments: ["--manifest", "-", "--script-file", "-"],
        status: 64,
        stderr: "tabbar: error: '--manifest -' and '--script-file -' cannot be combined; choose one" + usage),

    // Manifests
    BadInput(
        name: "truncated manifest", arguments: ["--manifest", "m.json", "--script", ""],
        files: ["m.json": text(#"{"tabs": ["#)], status: 65,
        stderr: "m.json:1:11: error: expected a value, found the end of the file\n"),
    BadInput(
        name: "manifest with a stray comma", arguments: ["--manifest", "m.json", "--script", ""],
        files: [
            "m.json": text(
                "{\"tabs\": [{\"id\": \"a\", \"title\": \"A\", \"icon\": \"x\"}],\n \"maxVisible\": 5,,\n}")
        ],
        status: 65, stderr: "m.json:2:18: error: expected a string key, found ','\n"),
    BadInput(
        name: "deeply nested manifest", arguments: ["--manifest", "m.json", "--script", ""],
        files: [
            "m.json": text(
                #"{"tabs":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
                    + "}")
        ],
        status: 65, stderr: "m.json:1:72: error: arrays and objects nest deeper than 64 levels\n"),
    BadInput(
        name: "binary manifest", arguments: ["--manifest", "m.json", "--script", ""],
        files: ["m.json": [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0xFE]], status: 65,
        stderr: "m.json:1:10: error: invalid UTF-8 (byte 0xFE); the file must be UTF-8 text\n"),
    BadInput(
        name: "manifest not UTF-8", arguments: ["--manifest", "m.json", "--script", ""],
        files: [
            "m.json": text(#"{"tabs": [{"id": "a", "title": "Caf"#) + [0xE9] + text(#"", "icon": "x"}]}"#)
        ],
        status: 65, stderr: "m.json:1:36: error: invalid UTF-8 (byte 0xE9); the file must be UTF-8 text\n"),
    BadInput(
        name: "manifest with an unknown key", arguments: ["--manifest", "m.json", "--script", ""],
        files: ["m.json": text(#"{"tabs": [{"id": "a", "title": "A", "icon": "x", "colour": "red"}]}"#)],
        status: 65,
        stderr: "m.json:1:50: error: unknown key 'colour' in tabs[0]; expected one of 'id', 'title', 'icon', "
            + "'selectedIcon', 'badge', 'enabled', 'animation'\n"),
    BadInput(
        name: "manifest without tabs", arguments: ["--manifest", "m.json", "--script", ""],
        files: ["m.json": text(#"{"tabs": []}"#)], status: 65,
        stderr: "m.json:1:10: error: tabs: the tab list is empty; give at least one tab\n"),
    BadInput(
        name: "manifest naming an unknown initial tab", arguments: ["--manifest", "m.json", "--script", ""],
        files: ["m.json": text(#"{"tabs": [{"id": "a", "title": "A", "icon": "x"}], "initial": "b"}"#)],
        status: 65,
        stderr: "m.json:1:63: error: initial: unknown tab 'b'; did you mean 'a'?\n"),

    // Scripts
    BadInput(
        name: "unknown tab with suggestion", arguments: ["--script", "tap archives\nwait 1\nselect archivs"],
        status: 65, stderr: "script:3:8: unknown tab 'archivs'; did you mean 'archives'?\n"),
    BadInput(
        name: "unknown command in a file", arguments: ["--script-file", "s.txt"],
        files: ["s.txt": text("# taps\ntapp search\n")], status: 65,
        stderr: "s.txt:2:1: unknown command 'tapp'; did you mean 'tap'?\n"),
    BadInput(
        name: "negative wait", arguments: ["--script", "wait -1"], status: 65,
        stderr: "script:1:6: wait time '-1' is negative; expected seconds ≥ 0\n"),
    BadInput(
        name: "resize to zero", arguments: ["--script", "tap search; resize 0"], status: 65,
        stderr: "script:1:20: width '0' is invalid; expected a finite number greater than 0\n"),
    BadInput(
        name: "missing tab id", arguments: ["--script", "tap"], status: 65,
        stderr: "script:1:4: missing a tab id or 'more' after 'tap'; usage: tap ID|more\n"),
    BadInput(
        name: "unterminated quote", arguments: ["--script", #"insert 1 news "News"#], status: 65,
        stderr: "script:1:15: unterminated quote; expected a closing '\"' before the end of the line\n"),
    BadInput(
        name: "a binding named like the default pulse",
        arguments: ["--manifest", "tabs.json", "--script", "attach a"],
        files: [
            "tabs.json": text(
                #"{"tabs": [{"id": "a", "title": "A", "icon": "i", "animation": {"selectedInput": "hover"}}]}"#
            )
        ],
        status: 65,
        stderr:
            "tabs.json:1:81: error: tabs[0].animation.selectedInput: animation of tab 'a' binds the name 'hover' "
            + "twice; give input, selectedInput, tapTrigger and badgeInput distinct names\n"),
    BadInput(
        name: "attach an unknown tab", arguments: ["--script", "attach archivs"], status: 65,
        stderr: "script:1:8: unknown tab 'archivs'; did you mean 'archives'?\n"),
    BadInput(
        name: "bad script from stdin", arguments: ["--script-file", "-"], stdin: text("theme blue\n"),
        status: 65,
        stderr: "<stdin>:1:7: unknown theme 'blue'; expected 'light' or 'dark'\n"),
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
