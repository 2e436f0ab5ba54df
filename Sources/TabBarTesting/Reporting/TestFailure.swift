import Foundation
internal import Testing
internal import XCTest

/// Where a check was called: what Swift Testing (`fileID`, `filePath`, `line`, `column`) and
/// XCTest (`filePath`, `line`) each need to put a failure on the caller's line.
///
/// Every public check takes these four as `#fileID`, `#filePath`, `#line` and `#column`
/// defaults, so a caller needs no `import Testing`, and a helper of the caller's can pass its
/// own caller's location on.
struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// The same place as Swift Testing's `Issue.record` takes it.
    var sourceLocation: SourceLocation {
        SourceLocation(
            fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
            column: Int(column))
    }

    /// This place, or the running test's own line when this place lies above the test in the
    /// same file (a `makeSUT()`, a suite's `init`, an XCTestCase's `setUp`): where a forgotten
    /// check reads best. XCTest knows a test by name only, so its line is where the file
    /// declares `func <name>(`; when the file cannot be read, this place stays.
    var inRunningTest: CallSite {
        let testLine: Int?
        if let test = Test.current {
            testLine = test.sourceLocation.fileID == "\(fileID)" ? test.sourceLocation.line : nil
        } else {
            testLine = TestLedger.xctest?.testCase.flatMap { declaration(of: $0.method, in: $0.type) }
        }
        guard let testLine, testLine > line else { return self }
        return CallSite(fileID: fileID, filePath: filePath, line: UInt(testLine), column: 1)
    }

    /// The line of this file that declares the method `name` (the first after the class `type`,
    /// when the file declares it), if the file can be read.
    private func declaration(of name: String, in type: String) -> Int? {
        guard let text = try? String(contentsOfFile: "\(filePath)", encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.contains("class \(type)") } ?? 0
        return lines[start...].firstIndex { $0.contains("func \(name)(") }.map { $0 + 1 }
    }
}

/// The one way TabBarTesting fails a test, whichever runner runs it.
///
/// - Inside a Swift Testing test (`Test.current` is set) the failure is an `Issue.record` at
///   the call site, so `withKnownIssue` sees it.
/// - Otherwise it is `XCTFail` at the call site's file and line: swift-corelibs-xctest on Linux
///   and Apple's XCTest both attribute it to the running `XCTestCase`.
/// - Outside any test, neither runner is listening and nothing is reported.
///
/// This is what swift-snapshot-testing does (it links XCTest and asks `Test.current`);
/// swift-issue-reporting finds `XCTFail` with `dlsym` instead, so that it can ship inside
/// apps. TabBarTesting is only ever linked into tests, where XCTest is always present, so it
/// imports both frameworks and relies on no mangled symbol names.
enum TestFailure {
    /// Fails the running test with `message` at `site`.
    static func record(_ message: String, at site: CallSite) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }

    /// Tells the running test about something that is not a failure (what a non-exhaustive
    /// check skipped): a known issue in Swift Testing, an expected failure in Apple's XCTest; in
    /// swift-corelibs-xctest, which has neither, a `note:` line on standard error (the test's
    /// diagnostic stream), at the call site.
    static func note(_ message: String, at site: CallSite) {
        if Test.current != nil {
            withKnownIssue(Comment(rawValue: "Skipped by a non-exhaustive check (not a failure).")) {
                Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
            }
        } else {
            #if canImport(Darwin)
                XCTExpectFailure("Skipped by a non-exhaustive check (not a failure).", strict: false) {
                    XCTFail(message, file: site.filePath, line: site.line)
                }
            #else
                let text = "\(site.filePath):\(site.line): note: \(message)\n"
                FileHandle.standardError.write(Data(text.utf8))
            #endif
        }
    }
}
