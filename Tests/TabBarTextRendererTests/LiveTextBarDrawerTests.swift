import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct LiveTextBarDrawerTests {
    /// Draws every 10 ms of a busy session with both drawers.
    func expectSameAsPureDrawer(
        tabs: [Tab], columns: Int, color: Bool, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let sut = try makeTextSUT(tabs: tabs, options: RendererOptions(color: color, columns: columns))
        let live = LiveTextBarDrawer(columns: columns, color: color)
        let steps: [@MainActor () throws -> Void] = [
            { sut.presenter.didTap(slot: 1) },
            { try sut.presenter.setBadge("7", for: tabs[0].id) },
            { sut.presenter.didTap(slot: tabs.count > 5 ? 4 : 2) },
            { sut.presenter.setHidden(true) },
            { sut.presenter.setHidden(false) },
            {
                try sut.presenter.didChangeLayout(
                    TabBarLayout(width: 600, orientation: .landscape, direction: .rtl))
            },
            { sut.presenter.didChangeTheme(.dark) },
        ]
        for step in steps {
            try step()
            for _ in 0..<30 {
                sut.scheduler.advance(by: .milliseconds(10))
                let frame = sut.renderer.scene.frame(at: sut.scheduler.now)
                let pure = TextBarDrawer.draw(frame, columns: columns, color: color)
                #expect(live.draw(frame) == pure, sourceLocation: sourceLocation)
                #expect(sut.renderer.draw(at: sut.scheduler.now) == pure, sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: [false, true])
    func draw_matchesPureDrawerFrameByFrame(color: Bool) throws {
        try expectSameAsPureDrawer(tabs: demoTabs(count: 6), columns: 80, color: color)
        try expectSameAsPureDrawer(tabs: demoTabs(count: 3), columns: 33, color: color)
        try expectSameAsPureDrawer(tabs: TextRendererSafetyTests().hostileTabs(), columns: 100, color: color)
    }
}
