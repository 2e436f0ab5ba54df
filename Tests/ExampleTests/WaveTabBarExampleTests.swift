import Foundation
import Testing

/// The WaveTabBar example's frames, compared with `Golden/WaveTabBar.txt`. Re-record after an
/// intended change with `TABBAR_RECORD=1 swift test --filter WaveTabBarExample`.
@Test func waveTabBarExample_printsTheFramesOfTheGoldenFile() throws {
    let run = try ExampleRunner.run("WaveTabBar")
    #expect(run.status == 0)
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/WaveTabBar.txt")
    if ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1" {
        try Data(run.output.utf8).write(to: golden)
        return
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(
        run.output == expected,
        "The frames differ from Golden/WaveTabBar.txt. To fix, re-record after an intended change: TABBAR_RECORD=1 swift test --filter WaveTabBarExample"
    )
    // The frames show what the example does: a wave, the More list, a pick, landscape, dark.
    #expect(run.output.contains("selected: more"))
    #expect(run.output.contains("[Settings]"))
}
