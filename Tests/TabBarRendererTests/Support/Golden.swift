import Foundation
import Testing

/// Compares `actual` with the golden file `Golden/<name>`, next to this test target's sources.
///
/// To re-record every golden file after an intended change:
///
///     TABBAR_RECORD=1 swift test --filter TabBarRendererTests
///
/// then review the change with `git diff Tests/TabBarRendererTests/Golden`.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent(name)
    let instruction =
        "To fix, if the change is intended, re-record: TABBAR_RECORD=1 swift test --filter TabBarRendererTests"
    if ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1" {
        do {
            try Data(actual.utf8).write(to: url)
        } catch {
            Issue.record("Could not record golden file \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = try? Data(contentsOf: url) else {
        Issue.record("Golden file \(url.path) is missing.\n\n\(instruction)", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
        """
        Output differs from golden file Golden/\(name) (Expected: −, Actual: +):

        \(lineDiff(expected: expected, actual: actual))

        \(instruction)
        """,
        sourceLocation: sourceLocation)
}

/// The lines that differ, with a line of context, marked `−` (expected) and `+` (actual).
func lineDiff(expected: String, actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(a.count, b.count) {
        let left = index < a.count ? a[index] : nil
        let right = index < b.count ? b[index] : nil
        guard left != right else { continue }
        if let left { lines.append("− \(index + 1): \(left)") }
        if let right { lines.append("+ \(index + 1): \(right)") }
    }
    return lines.prefix(40).joined(separator: "\n")
}
