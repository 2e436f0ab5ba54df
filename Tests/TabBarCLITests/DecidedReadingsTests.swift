import Foundation
import Testing

/// The readings of the command's inputs that the contract left open and that are now decided:
/// numbers of any size in a script, whole numbers written in any decimal form, state files read
/// once, `null` as absent, a leading byte order mark, links to the frames directory.
struct DecidedReadingsTests {
    private func write(_ text: String, to name: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private let state =
        #"{"selection":"search","order":["search","lessons"],"badges":{"archives":{"dot":true}},"disabled":[],"hidden":false}"#

    @Test func aShortcutOrIndexPastInt64_isRejectedAtRunTime_notAScriptError() throws {
        let result = try Tabbar.run([
            "--renderer", "log", "--script",
            "shortcut 99999999999999999999999; move archives 99999999999999999999; "
                + "insert 99999999999999999999 news N n",
        ])
        #expect(result.status == 0, "\(result)")
        let rejections = result.stdout.split(separator: "\n").filter { $0.contains("kind=rejected") }
        #expect(
            rejections == [
                "t=0.000 kind=rejected reason=unavailable",
                "t=0.000 kind=rejected tab=archives reason=invalid",
                "t=0.000 kind=rejected tab=news reason=invalid",
            ])
        let negative = try Tabbar.run(["--script", "shortcut -1"])
        #expect(negative.status == 65 && negative.stderr.contains("expected a whole number ≥ 0, found '-1'"))
    }

    @Test func aStateFileTooLarge_isRefusedWithAdviceAboutStateFiles() throws {
        let restore = try Tabbar.run(["--restore", "/dev/zero", "--script", ""])
        let scripted = try Tabbar.run(["--script", "restore /dev/zero"])
        for result in [restore, scripted] {
            #expect(result.status == 65, "\(result)")
            #expect(result.stderr.contains("a state file is a few kilobytes of JSON"), "\(result)")
            #expect(!result.stderr.contains("give a manifest or a script"))
        }
        // The script's error names the place once, without the command's prefix inside it.
        #expect(scripted.stderr.hasPrefix("script:1:9: '/dev/zero' is larger than 16 MiB;"), "\(scripted)")
    }

    /// Standard input can be read only once: a state named twice as `-` restores twice only
    /// when the file is read once and its state shared.
    @Test func aStateFileNamedTwice_isReadOnce() throws {
        let directory = try Tabbar.temporaryDirectory()
        try write("restore -\nwait 1\nrestore -\nstate\n", to: "s.txt", in: directory)
        let result = try Tabbar.run(
            ["--renderer", "json", "--script-file", "s.txt"], stdin: Data(state.utf8), in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").last?.contains(#""selection":"search""#) == true)
    }

    /// A relative path in a script file is the working directory's, not the script's folder's.
    @Test func aRelativeRestorePath_inAScriptFile_isTheWorkingDirectorys() throws {
        let directory = try Tabbar.temporaryDirectory()
        try write(state, to: "state.json", in: directory)
        try write("restore state.json; state", to: "scripts/s.txt", in: directory)
        try write(#"{"selection":"inbox"}"#, to: "scripts/state.json", in: directory)
        let result = try Tabbar.run(["--renderer", "json", "--script-file", "scripts/s.txt"], in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").last?.contains(#""selection":"search""#) == true)
    }

    @Test func wholeNumbers_areDecimalEverywhere_andAFractionIsRefusedAlike() throws {
        let directory = try Tabbar.temporaryDirectory()
        let flag = try Tabbar.run([
            "--renderer", "json", "--badge-limit", "1e3", "--script", "badge archives 999",
        ])
        #expect(flag.status == 0, "\(flag)")
        #expect(flag.stdout.contains(#""badge":"999""#))
        let maxVisible = try Tabbar.run(["--renderer", "json", "--max-visible", "4.0", "--script", ""])
        #expect(maxVisible.status == 0 && maxVisible.stdout.contains(#""more":{"#), "\(maxVisible)")

        try write(
            #"{"tabs":[{"id":"a","title":"A","icon":"x"}],"badgeLimit":2.5}"#, to: "m.json", in: directory)
        let manifest = try Tabbar.run(["--manifest", "m.json", "--script", ""], in: directory)
        let fraction = try Tabbar.run(["--badge-limit", "2.5", "--script", ""])
        #expect(manifest.status == 65 && fraction.status == 64)
        #expect(
            manifest.stderr
                == "m.json:1:58: error: badgeLimit: invalid value '2.5'; expected a whole number\n")
        #expect(
            fraction.stderr.hasPrefix(
                "tabbar: error: invalid value '2.5' for '--badge-limit'; expected a whole number\n"))
    }

    @Test func nullForAnOptionalManifestKey_isAbsent() throws {
        let directory = try Tabbar.temporaryDirectory()
        try write(
            #"{"tabs":[{"id":"a","title":"A","icon":"x","animation":{"file":"f","selectedInput":null}},"#
                + #"{"id":"b","title":"B","icon":"y"}],"labels":null,"badgeLimit":null}"#, to: "m.json",
            in: directory)
        let result = try Tabbar.run(
            ["--renderer", "json", "--manifest", "m.json", "--script", ""], in: directory)
        #expect(result.status == 0, "\(result)")
    }

    @Test func aByteOrderMark_startsAManifestOrAStateFile() throws {
        let directory = try Tabbar.temporaryDirectory()
        try write(
            "\u{FEFF}"
                + #"{"tabs":[{"id":"search","title":"S","icon":"x"},{"id":"lessons","title":"L","icon":"y"}]}"#,
            to: "m.json", in: directory)
        try write("\u{FEFF}" + state, to: "state.json", in: directory)
        let result = try Tabbar.run(
            ["--renderer", "json", "--manifest", "m.json", "--restore", "state.json", "--script", "state"],
            in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").last?.contains(#""selection":"search""#) == true)
    }

    /// One reader: unknown keys are ignored (a later version's state restores), every known
    /// value is spelled exactly.
    @Test func aStateFile_ignoresUnknownKeys_butRefusesAMisspelledKind() throws {
        let directory = try Tabbar.temporaryDirectory()
        try write(
            #"{"selection":"search","order":["search","archives"],"badges":{"archives":{"dot":true,"x":1},"inbox":null},"#
                + #""disabled":[],"hidden":false,"pinned":["inbox"],"kind":"state","t":2}"#, to: "later.json",
            in: directory)
        try write(
            #"{"selection":"search","order":[],"badges":{},"disabled":[],"hidden":false,"kind":"State"}"#,
            to: "kind.json", in: directory)
        let later = try Tabbar.run(
            ["--renderer", "json", "--restore", "later.json", "--script", "state"], in: directory)
        #expect(later.status == 0, "\(later)")
        #expect(
            later.stdout.split(separator: "\n").last?.contains(#""badges":{"archives":{"dot":true}}"#) == true
        )
        let kind = try Tabbar.run(["--restore", "kind.json", "--script", ""], in: directory)
        #expect(kind.status == 65 && kind.stderr.contains("kind"), "\(kind)")
    }

    /// The user named the link, so it is followed; links inside stay refused.
    @Test func aFramesDirectoryGivenAsALink_isFollowed() throws {
        let directory = try Tabbar.temporaryDirectory()
        let target = directory.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("link"), withDestinationURL: target)
        let result = try Tabbar.run(
            ["--renderer", "svg", "--frames-dir", "link", "--script", "tap archives"], in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("link/frame-0001.svg\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).contains("frame-0001.svg"))
    }

    /// A shortcut to an overflow tab asks the owner about that tab, not about More.
    @Test func aShortcutToAnOverflowTab_asksAboutThatTab() throws {
        let result = try Tabbar.run([
            "--renderer", "log", "--max-visible", "4", "--script",
            "veto settings; shortcut 6; wait 1; unveto settings; veto more; shortcut 6",
        ])
        let reports = result.stdout.split(separator: "\n").filter {
            $0.contains("kind=rejected") || $0.contains("kind=selected")
        }
        #expect(
            reports == [
                "t=0.000 kind=rejected tab=settings reason=vetoed",
                "t=1.000 kind=selected tab=settings previous=lessons",
            ])
    }

    /// The text picture: `state` prints its line and no frame when nothing visible changed.
    @Test func theTextRenderer_printsAStateLine_withoutAFrame() throws {
        let result = try Tabbar.run(["--script", "wait 1; badge archives \"x,y\"; wait 1; state"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasSuffix(
                "\n\nt=2.000  state: selection=lessons order=lessons,archives,search,inbox,profile,settings "
                    + #"badges="archives:x\\,y" disabled="" hidden=false"# + "\n"))
    }
}
