import Foundation

/// Where `swift build` put this package's products, found from the test bundle's own location
/// (never from `argv[0]`, which on macOS is SwiftPM's test helper, and never from a fixed
/// `.build/debug`, which `-c release` and `--scratch-path` move).
///
/// SwiftPM puts every product of a build, the test bundle included, in one folder
/// (`swift build --show-bin-path`). On Linux the tests are an executable,
/// `<Package>PackageTests.xctest`, in that folder; on macOS they are a bundle of that name
/// there. So the folder is the one holding the test bundle, on both.
///
/// ```swift
/// let tabbar = try BuiltProducts.executable(named: "tabbar")
/// let result = try ProcessRunner.run(tabbar, ["--version"])
/// ```
///
/// A product that is not there is a failure, never a skip: the error says which file was
/// looked for and how to build it.
public enum BuiltProducts {
    /// The folder holding the test bundle: SwiftPM's products folder for this build.
    public static var directory: URL {
        #if canImport(Darwin)
            // The `.xctest` bundle that holds this code (linked into the test bundle).
            return Bundle(for: BundleAnchor.self).bundleURL.resolvingSymlinksInPath()
                .deletingLastPathComponent()
        #else
            // The test executable itself (`…PackageTests.xctest`), in the products folder.
            let executable =
                Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")
            return executable.resolvingSymlinksInPath().deletingLastPathComponent()
        #endif
    }

    /// The built executable product `name`; throws ``MissingProduct`` when it is not there.
    public static func executable(named name: String) throws(MissingProduct) -> URL {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw MissingProduct(name: name, path: url.path, kind: .executable)
        }
        return url
    }

    /// The built dynamic-library product `name` (`lib<name>.so` on Linux, `lib<name>.dylib`
    /// on Apple platforms); throws ``MissingProduct`` when it is not there.
    public static func sharedLibrary(named name: String) throws(MissingProduct) -> URL {
        let url = directory.appendingPathComponent(sharedLibraryFileName(name))
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw MissingProduct(name: name, path: url.path, kind: .sharedLibrary)
        }
        return url
    }

    /// The file name a shared library `name` has on this platform: `libname.so` on Linux,
    /// `libname.dylib` on Apple platforms.
    public static func sharedLibraryFileName(_ name: String) -> String {
        "lib" + name + sharedLibraryExtension
    }

    /// `.dylib` on Apple platforms, `.so` elsewhere.
    public static var sharedLibraryExtension: String {
        #if canImport(Darwin)
            ".dylib"
        #else
            ".so"
        #endif
    }
}

/// A class in this module, so that `Bundle(for:)` finds the test bundle that links it.
private final class BundleAnchor {}
