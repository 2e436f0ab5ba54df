import Foundation
import Testing

/// Golden files: a test's whole output compared with a file committed next to the test.
///
/// One switch re-records every golden file: run the tests with `TABBAR_RECORD=1`, for example
/// `TABBAR_RECORD=1 swift test --filter TabBarCLITests`, then review `git diff`. A recording
/// run writes the files and records an issue for each, so it is never mistaken for a passing
/// one; a missing file is written and reported the same way.
public enum Golden {
    /// Whether this run re-records the golden files (`TABBAR_RECORD=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1" }

    /// The folder `Golden/` beside `filePath` (pass `#filePath`), `levelsUp` folders higher.
    public static func directory(besides filePath: String, levelsUp: Int = 0) -> URL {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        for _ in 0..<levelsUp { url = url.deletingLastPathComponent() }
        return url.appendingPathComponent("Golden")
    }

    /// Checks that `actual` is the content of the golden file `url`; `filter` is what to pass to
    /// `swift test --filter` to re-record it.
    public static func expect(
        _ actual: String, matches url: URL, filter: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rerecord = "TABBAR_RECORD=1 swift test --filter \(filter)"
        let expected = FileManager.default.contents(atPath: url.path).map {
            String(decoding: $0, as: UTF8.self)
        }
        if isRecording || expected == nil {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record(
                    """
                    Recorded the golden file \(url.lastPathComponent)\(expected == nil ? " (it did not exist)" : "").

                    To fix, review it with `git diff`, then run the tests again without TABBAR_RECORD.
                    """, sourceLocation: sourceLocation)
            } catch {
                Issue.record(
                    "Could not write the golden file \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected, expected != actual else { return }
        Issue.record(
            """
            Output differs from the golden file \(url.lastPathComponent) (Expected: −, Actual: +):

            \(lineDiff(expected: expected, actual: actual))

            To fix, if the change is intended, re-record: \(rerecord) (then review `git diff`); \
            otherwise fix the code.
            """, sourceLocation: sourceLocation)
    }
}

/// The lines that differ between two texts, by longest common subsequence: removed lines
/// `− N: line` (numbered in `expected`), added lines `+ N: line` (numbered in `actual`), at
/// most 40 of them.
public func lineDiff(expected: String, actual: String) -> String {
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
            (i, j) = (i + 1, j + 1)
        } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
            lines.append("− \(i + 1): \(old[i])")
            i += 1
        } else {
            lines.append("+ \(j + 1): \(new[j])")
            j += 1
        }
    }
    return lines.prefix(40).joined(separator: "\n")
}
