import Foundation
import TabBarRendererPlugin
import Testing

/// Loading errors are clear and never crash. (A working plug-in is exercised end to end by
/// `.ci/plugins`, which builds `Examples/TickerPlugin` and a C plug-in.)
@MainActor
struct RendererPluginLoadingTests {
    @Test func missingFile_isFileNotFound_exit66() throws {
        let path = "/nonexistent/libNothing.so"
        #expect(throws: RendererPluginError.fileNotFound(path: path)) { try RendererPlugin(path: path) }
        #expect(RendererPluginError.fileNotFound(path: path).exitCode == 66)
        #expect(
            RendererPluginError.fileNotFound(path: path).description
                == "renderer plug-in '/nonexistent/libNothing.so' does not exist; give the path of a shared library (.so or .dylib)"
        )
    }

    @Test func textFile_isUnloadable_exit66() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "not-a-library-\(getpid()).so")
        try Data("hello".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try RendererPlugin(path: url.path)
            Issue.record("a text file loaded as a plug-in")
        } catch {
            guard case .unloadable(let path, let reason) = error else {
                Issue.record("expected unloadable, got \(error)")
                return
            }
            #expect(path == url.path)
            #expect(!reason.isEmpty)
            #expect(error.exitCode == 66)
        }
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "finds a loaded library via /proc")
    )
    func libraryWithoutTheSymbols_isMissingSymbol_exit64() throws {
        let library = try #require(Self.loadedLibrary(named: "libswiftCore"))
        do {
            _ = try RendererPlugin(path: library)
            Issue.record("libswiftCore loaded as a renderer plug-in")
        } catch {
            #expect(error == .missingSymbol(path: library, symbol: "tabbar_renderer_abi_version"))
            #expect(error.exitCode == 64)
            #expect(error.description.contains("does not export 'tabbar_renderer_abi_version'"))
        }
    }

    @Test func abiMismatch_explainsWhatToDo() {
        let error = RendererPluginError.abiMismatch(path: "libOld.so", found: 7)
        #expect(error.exitCode == 64)
        #expect(
            error.description
                == "renderer plug-in 'libOld.so' speaks ABI version 7, but this tabbar speaks version 1; rebuild the plug-in against this version"
        )
    }

    /// The path of a shared library this process has loaded, from `/proc/self/maps`.
    private static func loadedLibrary(named name: String) -> String? {
        // /proc files report size 0, so read them to the end rather than by size.
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else {
            return nil
        }
        let maps = String(decoding: data, as: UTF8.self)
        return maps.split(separator: "\n").lazy
            .compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) }
            .first { $0.hasPrefix("/") && ($0 as NSString).lastPathComponent.hasPrefix(name) }
    }
}
