import Foundation
import TabBarKit
import Testing

@testable import TabBarCLI

/// Every input is checked before anything runs: a renderer plug-in's code included, and one
/// number grammar (decimal) for flags, scripts and manifests.
struct InputCheckTests {
    static let clang = PluginRunTests.clang

    /// A plug-in whose constructor prints: when the manifest or the script is bad, it must
    /// never be loaded, so nothing reaches stdout.
    @Test(
        .enabled(if: clang != nil, "needs clang to build the plug-in"),
        arguments: [
            (["--manifest", "bad.json", "--script", "tap archives"], Int32(65)),
            (["--script", "tap nowhere"], Int32(65)),
            (["--script-file", "missing.txt"], Int32(66)),
        ])
    func badInput_isRejectedBeforeThePlugInLoads(arguments: [String], status: Int32) throws {
        let directory = try Tabbar.temporaryDirectory()
        let source = """
            #include <stdint.h>
            #include <stdio.h>
            #include <stddef.h>
            __attribute__((constructor)) static void loaded(void) { puts("PLUG-IN CODE RAN"); fflush(stdout); }
            uint32_t tabbar_renderer_abi_version(void) { return 1; }
            const char *tabbar_renderer_name(void) { return "loud"; }
            char *tabbar_renderer_render(const char *event, size_t length) { return NULL; }
            void tabbar_renderer_free(char *text) {}
            """
        try Data(source.utf8).write(to: directory.appendingPathComponent("loud.c"))
        try Data("{".utf8).write(to: directory.appendingPathComponent("bad.json"))
        let build = Process()
        build.executableURL = URL(fileURLWithPath: try #require(Self.clang))
        build.arguments = ["-shared", "-fPIC", "-o", "libloud.so", "loud.c"]
        build.currentDirectoryURL = directory
        try build.run()
        build.waitUntilExit()
        try #require(build.terminationStatus == 0)

        let rejected = try Tabbar.run(["--renderer-plugin", "./libloud.so"] + arguments, in: directory)
        #expect(rejected.status == status, "\(rejected)")
        #expect(rejected.stdout == "")
        let accepted = try Tabbar.run(
            ["--renderer-plugin", "./libloud.so", "--script", "tap archives"], in: directory)
        #expect(accepted.status == 0, "\(accepted)")
        #expect(accepted.stdout.hasPrefix("PLUG-IN CODE RAN\n"))
    }

    @Test(arguments: ["0x10", "0x1.fffffffffffffp1023", "inf", "nan", "1e", "--1", "1e3e3"])
    func widthFlag_acceptsOnlyDecimalNumbers(value: String) throws {
        let result = try Tabbar.run(["--width", value, "--script", "tap archives"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "tabbar: error: invalid value '\(value)' for '--width'; expected a finite decimal number of "
                + "points greater than 0, e.g. 390\nRun 'tabbar --help' for usage.\n")
    }

    @Test func scriptRejectsTheSameHexadecimalWidth() throws {
        let result = try Tabbar.run(["--script", "resize 0x10"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("'0x10'"))
    }

    @Test(arguments: ["390", "1e3", "0.5", ".5", "+320"])
    func widthFlag_acceptsWhatScriptsAccept(value: String) throws {
        let flag = try Tabbar.run(["--width", value, "--renderer", "json", "--script", "wait 0"])
        #expect(flag.status == 0, "\(flag)")
        let script = try Tabbar.run(["--renderer", "json", "--script", "resize \(value)"])
        #expect(script.status == 0, "\(script)")
    }

    @Test(arguments: ["0x5", "5.5", "1e-1", "five"])
    func maxVisibleFlag_acceptsOnlyWholeDecimalNumbers(value: String) throws {
        let result = try Tabbar.run(["--max-visible", value, "--script", "tap archives"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid value '\(value)' for '--max-visible'"))
    }

    /// Whole numbers are decimal everywhere, as in a manifest: `5.0` and `1e1` are whole.
    @Test(arguments: ["5.0", "1e1", "+5"])
    func maxVisibleFlag_readsAWholeNumberInAnyDecimalForm(value: String) throws {
        let result = try Tabbar.run(["--max-visible", value, "--script", "tap archives"])
        #expect(result.status == 0, "\(result)")
    }

    /// The tour turns the device: 1.8 times wider, or narrower when that would overflow.
    @Test(arguments: ["1e308", "9.99e307", "1.7976931348623157e308"])
    func tour_atAHugeValidWidth_runs(width: String) throws {
        let result = try Tabbar.run(["--width", width, "--renderer", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.contains(#""orientation":"landscape""#))
    }

    @Test func tour_atTheLargestFiniteWidthInAManifest_runs() throws {
        let directory = try Tabbar.temporaryDirectory()
        let manifest =
            #"{"tabs": [{"id": "a", "title": "A", "icon": "x"}, {"id": "b", "title": "B", "icon": "y"}],"#
            + #" "layout": {"width": 1.7976931348623157e308}}"#
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("wide.json"))
        let result = try Tabbar.run(["--manifest", "wide.json", "--renderer", "json"], in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(#""orientation":"landscape""#))
    }

    @Test func turnedWidth_isAlwaysFinite() {
        for width in [390, 1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude] as [Double] {
            let turned = TourScript.turnedWidth(width)
            #expect(turned.isFinite && turned > 0, "\(width) → \(turned)")
        }
        #expect(TourScript.turnedWidth(390) == 702)
    }
}
