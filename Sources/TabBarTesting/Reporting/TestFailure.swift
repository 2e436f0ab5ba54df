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
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: site.fileID), filePath: String(describing: site.filePath),
                    line: Int(site.line), column: Int(site.column)))
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }
}
