import Foundation
import Testing

/// `--restore FILE` and the script's `state` / `restore FILE` (the behaviour contract, <doc:BehaviorContract#What-people-expect-of-a-tab-bar>).
struct RestoreRunTests {
    @Test func aPrintedStateLine_restoresAndPrintsTheSameState() throws {
        let directory = try Tabbar.temporaryDirectory()
        let first = try Tabbar.run(
            [
                "--renderer", "json", "--script",
                "tap archives; wait 1; badge search dot; badge inbox 120; disable profile; move settings 0; hide; state",
            ], in: directory)
        let line = try #require(first.stdout.split(separator: "\n").last { $0.contains(#""kind":"state""#) })
        try Data(line.utf8).write(to: directory.appendingPathComponent("state.json"))

        let second = try Tabbar.run(
            ["--renderer", "json", "--restore", "state.json", "--script", "state"], in: directory)

        #expect(second.status == 0, "\(second)")
        let lines = second.stdout.split(separator: "\n")
        #expect(lines.last == Substring(line.replacingOccurrences(of: #""t":1}"#, with: #""t":0}"#)))
        #expect(!lines.contains { $0.contains(#""kind":"selected""#) || $0.contains(#""kind":"feedback""#) })
        #expect(lines.contains(#"{"duration":0,"hidden":true,"kind":"bar","t":0}"#))

        let scripted = try Tabbar.run(
            ["--renderer", "json", "--script", "restore state.json; state"], in: directory)
        #expect(scripted.stdout.split(separator: "\n").last == lines.last)
    }

    @Test func aMissingStateFileIs66_andAMalformedOne65() throws {
        let directory = try Tabbar.temporaryDirectory()
        try Data(#"{"selection":"lessons"}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))

        let missing = try Tabbar.run(
            ["--renderer", "json", "--restore", "none.json", "--script", "state"], in: directory)
        let malformed = try Tabbar.run(
            ["--renderer", "json", "--restore", "bad.json", "--script", "state"], in: directory)
        let scripted = try Tabbar.run(["--renderer", "json", "--script", "restore none.json"], in: directory)

        #expect(missing.status == 66 && missing.stdout.isEmpty)
        #expect(malformed.status == 65 && malformed.stderr.contains("missing key 'order'"))
        #expect(scripted.status == 66 && scripted.stdout.isEmpty)
    }
}

/// Issue 31, found by the widened `.ci/stress`: a `""` badge read from a manifest or a state file
/// is no badge (the behaviour contract, <doc:BehaviorContract#Model>: "empty = none"), so `badge ID none` afterwards prints no
/// `display`. Fails until the core stops keeping an empty text badge.
struct EmptyBadgeFileTests {
    @Test func anEmptyBadgeFromAManifestOrAStateFile_isNone() throws {
        let directory = try Tabbar.temporaryDirectory()
        try Data(
            #"{"tabs":[{"id":"a","title":"A","icon":"ia","badge":""},{"id":"b","title":"B","icon":"ib"}]}"#
                .utf8
        ).write(to: directory.appendingPathComponent("tabs.json"))
        try Data(#"{"selection":"a","order":["b"],"badges":{"b":""},"disabled":[],"hidden":false}"#.utf8)
            .write(to: directory.appendingPathComponent("state.json"))

        let manifest = try Tabbar.run(
            ["--renderer", "json", "--manifest", "tabs.json", "--script", "wait 1; badge a none"],
            in: directory)
        let restored = try Tabbar.run(
            [
                "--renderer", "json", "--manifest", "tabs.json", "--script",
                "restore state.json; wait 1; badge b none",
            ],
            in: directory)

        for run in [manifest, restored] {
            #expect(run.status == 0, "\(run)")
            let late = run.stdout.split(separator: "\n").filter { $0.contains(#""t":1"#) }
            #expect(late.isEmpty, "\(late)")
        }
    }
}
