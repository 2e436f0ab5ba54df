import Foundation
import TabBarTestSupport
import Testing

/// Compares `actual` with the golden file `Golden/<name>.txt` next to the tests. Re-record with
/// `TABBAR_RECORD=1 swift test --filter TabBarTextRendererTests` (see `Golden`).
func expectGolden(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    Golden.expect(
        actual,
        matches: Golden.directory(besides: #filePath, levelsUp: 1).appendingPathComponent(name + ".txt"),
        filter: "TabBarTextRendererTests", sourceLocation: sourceLocation)
}

/// `text` with ESC shown as `␛`, so coloured output can be read in a golden file.
func visibleEscapes(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: "␛")
}
