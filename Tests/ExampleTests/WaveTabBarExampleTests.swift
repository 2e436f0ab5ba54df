import Foundation
import TabBarTestSupport
import Testing

/// The WaveTabBar example's frames, compared with `Golden/WaveTabBar.txt`. Re-record after an
/// intended change with `TABBAR_RECORD=1 swift test --filter WaveTabBarExample`.
@Test func waveTabBarExample_printsTheFramesOfTheGoldenFile() throws {
    let run = try ExampleRunner.run("WaveTabBar")
    #expect(run.status == 0)
    Golden.expect(
        run.output, matches: Golden.directory(besides: #filePath).appendingPathComponent("WaveTabBar.txt"),
        filter: "WaveTabBarExample")
    // The frames show what the example does: a wave, the More list, a pick, landscape, dark.
    #expect(run.output.contains("selected: more"))
    #expect(run.output.contains("[Settings]"))
}
