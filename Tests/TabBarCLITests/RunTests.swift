import Foundation
import TabBarKit
import TabBarTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The binary's everyday behaviour outside a terminal.
struct RunTests {
    @Test func noArguments_withoutATerminal_playsTheTourAndExits0() throws {
        let result = try Tabbar.run([])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("t=0.000  selected: lessons"))
        #expect(result.stdout.contains("selected: more"))
        #expect(result.stdout.contains("theme") || result.stdout.count > 1000)
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func tourInJSON_visitsTapsRetapMorePickResizeAndTheme() throws {
        let result = try Tabbar.run(["--renderer", "json"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.contains(#""kind":"header""#) == true)
        for kind in [
            #""kind":"selected""#, #""kind":"reselected""#, #""tab":"more""#, #""orientation":"landscape""#,
            #""theme":"dark""#,
        ] {
            #expect(lines.contains { $0.contains(kind) }, "the tour has no \(kind)")
        }
    }

    @Test(arguments: [
        #"{"tabs": [{"id": "only", "title": "Only", "icon": "dot"}]}"#,
        #"{"tabs": [{"id": "a", "title": "A", "icon": "a"}, {"id": "b", "title": "B", "icon": "b", "enabled": false}]}"#,
        #"{"tabs": [{"id": "a", "title": "A", "icon": "a"}, {"id": "b", "title": "B", "icon": "b"},"#
            + #" {"id": "c", "title": "C", "icon": "c"}], "maxVisible": 2, "initial": "b", "theme": "dark","#
            + #" "layout": {"orientation": "landscape"}}"#,
    ])
    func tour_isWrittenForAnyManifest(manifest: String) throws {
        let directory = try Tabbar.temporaryDirectory()
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("tabs.json"))
        let result = try Tabbar.run(["--renderer", "log", "--manifest", "tabs.json"], in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.contains("kind=display"))
    }

    @Test func version_printsTheVersion() throws {
        let result = try Tabbar.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "tabbar \(TabBarKitInfo.version)\n")
    }

    @Test func help_describesEveryOption() throws {
        let result = try Tabbar.run(["--help"])
        #expect(result.status == 0)
        for option in [
            "--renderer", "--manifest", "--script-file", "--tap-policy", "--max-visible", "--color",
            "--realtime", "--frames-dir", "--animate", "--list-renderers", "--reduce-motion", "interrupt",
            "motion reduced|full", "attach ID",
        ] {
            #expect(result.stdout.contains(option), "help does not mention \(option)")
        }
    }

    @Test func listRenderers_namesEachWithASummary() throws {
        let result = try Tabbar.run(["--list-renderers"])
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        #expect(names.contains("json") && names.contains("log") && names.contains("text"))
    }

    @Test func colorAlways_colours_andNeverOrAutoIntoAFileDoesNot() throws {
        let always = try Tabbar.run(["--color", "always", "--script", "tap archives; wait 1"])
        #expect(always.stdout.contains("\u{1B}["))
        let never = try Tabbar.run(["--color", "never", "--script", "tap archives; wait 1"])
        #expect(!never.stdout.contains("\u{1B}"))
        let auto = try Tabbar.run(["--script", "tap archives; wait 1"])
        #expect(!auto.stdout.contains("\u{1B}"))
        let noColor = try Tabbar.run(
            ["--color", "always", "--script", "wait 1"], environment: ["NO_COLOR": "1"])
        #expect(noColor.stdout.contains("\u{1B}["))
    }

    @Test func manifest_isRead_andFlagsOverrideIt() throws {
        let directory = try Tabbar.temporaryDirectory()
        let manifest = #"""
            {"tabs": [{"id": "home", "title": "Home", "icon": "house"},
                      {"id": "mail", "title": "Mail", "icon": "envelope", "badge": "2"}],
             "layout": {"width": 200, "direction": "rtl"}, "theme": "dark"}
            """#
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("tabs.json"))
        let result = try Tabbar.run(
            [
                "--renderer", "json", "--manifest", "tabs.json", "--width", "300", "--script",
                "tap mail; wait 1",
            ],
            in: directory)
        #expect(result.status == 0, "\(result)")
        let display = result.stdout.split(separator: "\n").first { $0.contains(#""kind":"display""#) } ?? ""
        #expect(display.contains(#""width":300"#))
        #expect(display.contains(#""direction":"rtl""#))
        #expect(display.contains(#""theme":"dark""#))
    }

    @Test func closedStdout_endsQuietlyWithStatus0() throws {
        let script = String(repeating: "tap archives; wait 0.5; tap lessons; wait 0.5\n", count: 2_000)
        let process = Process()
        process.executableURL = try Tabbar.executable
        process.arguments = ["--renderer", "json", "--script-file", "-"]
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
        try input.fileHandleForWriting.close()
        // Like `| head -1`: read the first line, then go away.
        var firstLine = Data()
        while !firstLine.contains(0x0A), let chunk = try output.fileHandleForReading.read(upToCount: 1) {
            firstLine += chunk
        }
        try output.fileHandleForReading.close()
        let diagnostics = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: firstLine, as: UTF8.self).hasPrefix(#"{"#))
        #expect(String(decoding: diagnostics, as: UTF8.self) == "")
    }

    @Test func tenThousandTaps_runToTheEnd() throws {
        let directory = try Tabbar.temporaryDirectory()
        let ids = ["archives", "search", "inbox", "lessons", "more"]
        let taps = (0..<10_000).map { "tap \(ids[$0 % ids.count])\nwait 0.5\n" }.joined()
        try Data(taps.utf8).write(to: directory.appendingPathComponent("taps.txt"))
        let result = try Tabbar.run(["--renderer", "json", "--script-file", "taps.txt"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count(where: { $0.contains(#""kind":"selected""#) }) == 10_000)
    }

    @Test func realtime_playsTheScriptOnTheRealClock() throws {
        let virtual = try Tabbar.run(["--renderer", "json", "--script", "tap archives; wait 0.1"])
        let realtime = try Tabbar.run([
            "--renderer", "json", "--realtime", "--script", "tap archives; wait 0.1",
        ])
        #expect(realtime.status == 0, "\(realtime)")
        let kinds = { (text: String) in
            text.split(separator: "\n").map { line in
                line.split(separator: ",").first { $0.contains(#""kind""#) }.map(String.init) ?? ""
            }
        }
        #expect(kinds(realtime.stdout) == kinds(virtual.stdout))
    }
}

/// A renderer plug-in written in C, built with the toolchain's `clang` when it is there.
struct PluginRunTests {
    static let clang = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        .map { "\($0)/clang" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: clang != nil, "needs clang to build the plug-in"))
    func rendererPlugin_writesWhatThePluginReturns_oncePerEvent() throws {
        let directory = try Tabbar.temporaryDirectory()
        let source = """
            #include <stdint.h>
            #include <stdlib.h>
            #include <string.h>
            uint32_t tabbar_renderer_abi_version(void) { return 1; }
            const char *tabbar_renderer_name(void) { return "kinds"; }
            char *tabbar_renderer_render(const char *event, size_t length) {
                const char *kind = strstr(event, "\\"kind\\":\\"");
                if (!kind) return NULL;
                kind += 8;
                size_t n = strcspn(kind, "\\"");
                char *text = malloc(n + 2);
                memcpy(text, kind, n);
                text[n] = '\\n';
                text[n + 1] = 0;
                return text;
            }
            void tabbar_renderer_free(char *text) { free(text); }
            """
        try Data(source.utf8).write(to: directory.appendingPathComponent("kinds.c"))
        let library = BuiltProducts.sharedLibraryFileName("kinds")
        let build = try ProcessRunner.run(
            URL(fileURLWithPath: try #require(Self.clang)), ["-shared", "-fPIC", "-o", library, "kinds.c"],
            in: directory)
        try #require(build.status == 0, "\(build)")

        let script = "tap archives; wait 1"
        let plugin = try Tabbar.run(
            ["--renderer-plugin", "./" + library, "--script", script], in: directory)
        let json = try Tabbar.run(["--renderer", "json", "--script", script])
        #expect(plugin.status == 0, "\(plugin)")
        let kinds = json.stdout.split(separator: "\n").compactMap { (line: Substring) -> String? in
            guard let range = line.firstRange(of: #""kind":""#) else { return nil }
            return String(line[range.upperBound..<line.endIndex].prefix { $0 != "\"" })
        }
        #expect(plugin.stdout == kinds.map { $0 + "\n" }.joined())
    }
}
