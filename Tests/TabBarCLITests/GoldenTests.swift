import Foundation
import TabBarTestSupport
import Testing

/// One scripted run whose output, in every renderer, is kept in `Golden/`.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var script: String

    var testDescription: String { name }
}

let goldenCases = [
    GoldenCase(
        name: "taps", arguments: [],
        script: "tap archives; wait 0.5; tap search\nwait 0.2\ntap search # a re-tap\nwait 2"),
    GoldenCase(
        name: "more", arguments: [],
        script:
            "tap more; wait 0.5; pick settings; wait 0.5; tap more; wait 0.5; pick profile; tap lessons; wait 2"
    ),
    GoldenCase(
        name: "edits", arguments: ["--theme", "dark"],
        script: """
            badge search 9
            disable inbox
            tap inbox
            resize 320 landscape
            theme light
            hide
            tap lessons
            show
            remove archives
            insert 1 news "News \\"today\\"" newspaper
            select news animated
            wait 2
            """),
    GoldenCase(
        name: "rtl-drop",
        arguments: ["--rtl", "--tap-policy", "drop", "--width", "320", "--max-visible", "4"],
        script: "tap archives; wait 0.1; tap search; wait 0.3; tap search; veto lessons; tap lessons; wait 2"),
    GoldenCase(
        name: "interrupt", arguments: ["--tap-policy", "interrupt"],
        script:
            "tap archives; wait 0.1; tap search; wait 0.15; tap lessons; wait 0.05; select inbox animated; wait 0.5; "
            + "motion reduced; tap search; hide; show; motion full; wait 2"),
    // The behaviour contract, <doc:BehaviorContract#What-people-expect-of-a-tab-bar>: labels and badge kinds.
    GoldenCase(
        name: "labels-badges", arguments: ["--labels", "auto", "--badge-limit", "9", "--max-visible", "4"],
        script: """
            badge archives 120
            badge search dot
            badge inbox "dot"
            badge profile 007
            tap archives; wait 0.5
            labels selected
            tap more; wait 0.5; pick profile; wait 0.5
            labels never; labels never
            badge search none
            wait 2
            """),
    // The behaviour contract (<doc:BehaviorContract#What-people-expect-of-a-tab-bar>): shortcuts with More, an interrupt, hiding and Reduce Motion.
    GoldenCase(
        name: "shortcuts", arguments: ["--tap-policy", "interrupt", "--max-visible", "4"],
        script:
            "shortcut 2; wait 0.1; shortcut 5; wait 0.5; hide; shortcut 1; show; shortcut 0; shortcut 9; "
            + "motion reduced; shortcut 1; shortcut 1; wait 2"),
    // The behaviour contract (<doc:BehaviorContract#What-people-expect-of-a-tab-bar>): reordering with the More list showing, mid-animation with a deferred tap, removals.
    GoldenCase(
        name: "reorder", arguments: ["--max-visible", "4"],
        script:
            "tap more; wait 0.5; move settings 3; move lessons 0; move archives 9; tap archives; tap lessons; "
            + "move inbox 0; wait 0.5; remove profile; move settings 4; move settings 3; wait 2; state"),
    // The icon bindings of the behaviour contract (<doc:BehaviorContract#Icon-state-machines>) with interrupts, Reduce Motion, More, a removal
    // and attach.
    GoldenCase(
        name: "icons",
        arguments: [
            "--manifest", goldenFile("icons-manifest.json"),
        ],
        script: """
            tap inbox; wait 0.1; tap lessons; wait 0.5
            attach lessons; badge inbox 7; badge lessons new; badge lessons 0003
            tap more; wait 0.5; pick settings; wait 0.2; attach settings; wait 0.5
            motion reduced; tap inbox; attach inbox; tap inbox; remove inbox; motion full
            select search animated; wait 0.1; attach search; attach profile; wait 2
            """),
    // The behaviour contract (<doc:BehaviorContract#What-people-expect-of-a-tab-bar>), restoration: `--restore` before the script (hidden, a new order with a repeated
    // and an unknown id, a dot badge, an overflow tab selected), then the script's `restore`
    // mid-animation (handled like a layout change) selecting `more`.
    GoldenCase(
        name: "restore", arguments: ["--max-visible", "4", "--restore", goldenFile("restore-state.json")],
        script: """
            state; tap lessons; show; tap lessons; wait 0.1
            restore "\(goldenFile("restore-more.json"))"; wait 0.5; state; wait 2
            """),
]

/// The path of `name` in `Golden/`, for a case that reads a file.
func goldenFile(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)").path
}

/// Golden outputs of the built binary, one file per case and renderer in `Golden/`.
///
/// To re-record after an intended change, run
/// `TABBAR_RECORD=1 swift test --filter TabBarCLITests.GoldenTests` and review the diff with `git diff`.
struct GoldenTests {
    static let renderers = ["json", "log", "text"]
    static let directory = Golden.directory(besides: #filePath)

    @Test(arguments: goldenCases, renderers)
    func scriptedRun_matchesItsGoldenOutput(_ golden: GoldenCase, renderer: String) throws {
        let result = try Tabbar.run(
            ["--renderer", renderer, "--script", golden.script] + golden.arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        Golden.expect(
            result.stdout, matches: Self.directory.appendingPathComponent("\(golden.name).\(renderer).txt"),
            filter: "TabBarCLITests.GoldenTests")
    }

    @Test(arguments: renderers)
    func sameScript_fromFileAndStdin_givesTheSameOutput(renderer: String) throws {
        let directory = try Tabbar.temporaryDirectory()
        let script = goldenCases[0].script
        try Data(script.utf8).write(to: directory.appendingPathComponent("s.txt"))
        let inline = try Tabbar.run(["--renderer", renderer, "--script", script])
        let file = try Tabbar.run(["--renderer", renderer, "--script-file", "s.txt"], in: directory)
        let stdin = try Tabbar.run(["--renderer", renderer, "--script-file", "-"], stdin: Data(script.utf8))
        #expect(file.stdout == inline.stdout)
        #expect(stdin.stdout == inline.stdout)
    }
}
