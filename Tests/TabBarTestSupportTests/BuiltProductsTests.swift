import Foundation
import TabBarTestSupport
import Testing

/// The product locator finds what `swift build` made and fails, with a message that says what
/// to do, for what it did not.
struct BuiltProductsTests {
    @Test func missingExecutable_throwsWithTheNameThePathAndTheFix() throws {
        let name = "no-such-product-\(UUID().uuidString)"
        let error = #expect(throws: MissingProduct.self) { try BuiltProducts.executable(named: name) }
        let path = BuiltProducts.directory.appendingPathComponent(name).path
        #expect(error == MissingProduct(name: name, path: path, kind: .executable))
        #expect(
            error?.description
                == "the executable product '\(name)' is not built: no file at '\(path)'. To fix, run the tests "
                + "with `swift test` (it builds every product the test targets depend on), or build it "
                + "with `swift build --product \(name)` using the same configuration and scratch path, "
                + "and check that the test target depends on '\(name)' in Package.swift.")
    }

    @Test func missingSharedLibrary_throwsWithThePlatformsFileName() throws {
        let error = #expect(throws: MissingProduct.self) {
            try BuiltProducts.sharedLibrary(named: "NoSuchPlugin")
        }
        #if canImport(Darwin)
            #expect(error?.path.hasSuffix("/libNoSuchPlugin.dylib") == true)
        #else
            #expect(error?.path.hasSuffix("/libNoSuchPlugin.so") == true)
        #endif
        #expect(
            error?.description.hasPrefix("the shared-library product 'NoSuchPlugin' is not built") == true)
    }

    @Test func directory_holdsTheTestBundle() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: BuiltProducts.directory.path)
        #expect(entries.contains { $0.hasSuffix("PackageTests.xctest") }, "\(entries)")
    }

    @Test func builtExecutable_isFoundAndRuns() throws {
        let tabbar = try BuiltProducts.executable(named: "tabbar")
        let result = try ProcessRunner.run(tabbar, ["--version"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.wasSignalled)
        #expect(result.output.hasPrefix("tabbar "), "\(result)")
    }

    @Test func runner_passesStandardInputAndCapturesBothStreams() throws {
        let shell = URL(fileURLWithPath: "/bin/sh")
        let result = try ProcessRunner.run(
            shell, ["-c", "cat; echo oops >&2; exit 3"], stdin: Data("hello\n".utf8))
        #expect(result.status == 3)
        #expect(result.output == "hello\n")
        #expect(result.errors == "oops\n")
        #expect(!result.wasSignalled)
    }
}
