import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// Whole outputs of typical scenarios, compared with `Golden/*.txt`.
/// Re-record with `TABBAR_RECORD=1 swift test --filter TabBarTextRendererTests`.
@Suite(.tabBarChecks)
@MainActor
struct TextRendererGoldenTests {
    @Test func start() throws {
        let sut = try makeTextSUT()
        sut.renderer.finish()
        expectGolden(sut.sink.text, named: "start")
    }

    @Test func tap() throws {
        let sut = try makeTextSUT()
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.didTap(slot: 2)
        sut.scheduler.settle()
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.didTap(slot: 0)
        sut.scheduler.settle()
        sut.renderer.finish()
        expectGolden(sut.sink.text, named: "tap")
    }

    @Test func tapMidAnimation_drawnAt() throws {
        let sut = try makeTextSUT()
        sut.presenter.didTap(slot: 1)
        var text = ""
        for millisecond in stride(from: 0, through: 400, by: 50) {
            sut.scheduler.advance(to: .milliseconds(millisecond))
            text += sut.renderer.draw(at: sut.scheduler.now).joined(separator: "\n") + "\n\n"
        }
        expectGolden(text, named: "tap-mid-animation")
    }

    @Test func more() throws {
        let sut = try makeTextSUT(tabs: demoTabs(count: 6))
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.didTap(.more)
        sut.scheduler.settle()
        sut.presenter.didPick("settings")
        sut.scheduler.settle()
        sut.presenter.didTap(.more)
        sut.scheduler.settle()
        sut.presenter.didPick("likes")
        sut.renderer.finish()
        expectGolden(sut.sink.text, named: "more")
    }

    @Test func hidden() throws {
        let sut = try makeTextSUT()
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.setHidden(true)
        sut.scheduler.advance(by: .milliseconds(150))
        sut.presenter.didTap(slot: 1)
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.setHidden(false)
        sut.scheduler.settle()
        sut.renderer.finish()
        expectGolden(sut.sink.text, named: "hidden")
    }

    @Test func landscapeRightToLeft() throws {
        let layout = TabBarLayout(width: 844, orientation: .landscape, direction: .rtl)
        let sut = try makeTextSUT(
            tabs: demoTabs(count: 4), layout: layout, options: RendererOptions(columns: 100))
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.didTap(slot: 3)
        sut.scheduler.advance(by: .milliseconds(300))
        try sut.presenter.didChangeLayout(TabBarLayout(width: 390, direction: .rtl))
        sut.scheduler.settle()
        sut.renderer.finish()
        expectGolden(sut.sink.text, named: "landscape-rtl")
    }

    @Test func badgesDisabledAndTheme() throws {
        let sut = try makeTextSUT(tabs: demoTabs(count: 5))
        sut.scheduler.advance(by: .seconds(1))
        try sut.presenter.setBadge("99+", for: "search")
        try sut.presenter.setBadge(nil, for: "archives")
        try sut.presenter.setEnabled(false, for: "alerts")
        sut.presenter.didTap(slot: 3)
        sut.presenter.didChangeTheme(.dark)
        sut.renderer.finish()
        expectGolden(sut.sink.text, named: "badges-disabled-theme")
    }

    @Test func colour() throws {
        let sut = try makeTextSUT(tabs: demoTabs(count: 6), options: RendererOptions(color: true))
        sut.presenter.didTap(slot: 1)
        sut.scheduler.advance(by: .milliseconds(100))
        let midSink = sut.renderer.draw(at: sut.scheduler.now).joined(separator: "\n")
        sut.scheduler.settle()
        sut.renderer.finish()
        expectGolden(visibleEscapes(sut.sink.text + "\n(draw at 0.1 s)\n" + midSink + "\n"), named: "colour")
    }

    @Test func hostileAndWideTitles() throws {
        let tabs = [
            Tab(
                id: "evil", title: "\u{1B}[2J\u{1B}]0;pwned\u{07}Evil\u{202E}txt.exe", icon: "\u{1B}[31mskull"
            ),
            Tab(id: "wide", title: "日本語のタイトル", icon: "🎌", badge: "新"),
            Tab(id: "emoji", title: "🎉 Party time all night", icon: "star", badge: "\u{9B}9999"),
            Tab(id: "combining", title: "Cafe\u{301} Ame\u{301}lie", icon: "heart"),
        ]
        let sut = try makeTextSUT(tabs: tabs)
        sut.presenter.didTap(slot: 1)
        sut.scheduler.settle()
        sut.renderer.finish()
        expectGolden(sut.sink.text, named: "hostile-wide")
    }
}
