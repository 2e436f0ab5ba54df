import TabBarTestSupport
import Testing

/// Compares `actual` with the golden file `Golden/<name>`, next to this test target's sources.
/// Re-record with `TABBAR_RECORD=1 swift test --filter TabBarRendererTests` (see `Golden`).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    Golden.expect(
        actual, matches: Golden.directory(besides: #filePath, levelsUp: 1).appendingPathComponent(name),
        filter: "TabBarRendererTests", sourceLocation: sourceLocation)
}
