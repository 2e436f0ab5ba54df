import Foundation
import Testing

/// Compares `actual` with the golden file `Golden/<name>.txt` next to the tests.
///
/// To re-record after an intended change: `TABBAR_RECORD=1 swift test --filter
/// TabBarTextRendererTests`, then review `git diff Tests/TabBarTextRendererTests/Golden`.
/// Recording writes the file and records an issue, so a recording run is never mistaken for
/// a passing one. A missing file is recorded the same way.
func expectGolden(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    // This file is Tests/TabBarTextRendererTests/Support/Golden.swift.
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
    let url = directory.appendingPathComponent(name + ".txt")
    let relative = "Tests/TabBarTextRendererTests/Golden/\(name).txt"
    let isRecording = ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1"
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if isRecording || expected == nil {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                """
                Recorded \(relative)\(expected == nil ? " (it did not exist)" : "").

                To fix, review the file, then run the tests again without TABBAR_RECORD.
                """, sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not write \(relative): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected, expected != actual else { return }
    Issue.record(
        """
        \(relative) does not match the output (Expected: −, Actual: +):

        \(lineDiff(expected: expected, actual: actual))

        To fix, if the change is intended, re-record the golden files with
        `TABBAR_RECORD=1 swift test --filter TabBarTextRendererTests` and review
        `git diff Tests/TabBarTextRendererTests/Golden`; otherwise fix the renderer.
        """, sourceLocation: sourceLocation)
}

/// A line diff: common lines indented, removed lines `−`, added lines `+` (longest common
/// subsequence, fine for files of a few hundred lines).
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            lengths[i][j] =
                old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            lines.append("  " + old[i])
            (i, j) = (i + 1, j + 1)
        } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
            lines.append("− " + old[i])
            i += 1
        } else {
            lines.append("+ " + new[j])
            j += 1
        }
    }
    return lines.joined(separator: "\n")
}

/// `text` with ESC shown as `␛`, so coloured output can be read in a golden file.
func visibleEscapes(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: "␛")
}
