import Foundation
import TabBarKit
import TabBarRendering
import TabBarTestSupport
import Testing

/// Whole documents compared byte for byte with files under `Golden/`.
///
/// After an intended change to the drawing, re-record them and review the diff:
///
///     TABBAR_RECORD=1 swift test --filter TabBarSVGRendererTests.GoldenTests
@MainActor
struct GoldenTests {
    func expectGolden(
        _ document: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        Golden.expect(
            document, matches: Golden.directory(besides: #filePath).appendingPathComponent(name),
            filter: "TabBarSVGRendererTests.GoldenTests", sourceLocation: sourceLocation)
    }

    static let tabs = [
        Tab(id: "lessons", title: "Lessons", icon: "academic-cap"),
        Tab(id: "archives", title: "Archives", icon: "archive-box", badge: "3"),
        Tab(id: "search", title: "Search", icon: "magnifying-glass"),
    ]

    @Test func tapOnAnotherTab_framesAtEachInstant() throws {
        let events = try Harness.events(TabBarConfiguration(tabs: Self.tabs)) { presenter, _ in
            presenter.didTap(slot: 2)
        }
        let frames = Harness.frames(events)
        #expect(frames.map(\.time) == [.zero, .milliseconds(200), .milliseconds(400)])
        for frame in frames {
            expectGolden(frame.document, named: "tap-\(frame.time.wholeMilliseconds)ms.svg")
        }
    }

    @Test func moreSlotInDarkWithDisabledTab() throws {
        var tabs = Self.tabs + Harness.tabs(["profile", "settings", "help"])
        tabs[2].isEnabled = false
        let configuration = TabBarConfiguration(tabs: tabs, maxVisible: 5, theme: .dark)
        let events = try Harness.events(configuration) { presenter, _ in presenter.didTap(.more) }
        expectGolden(try #require(Harness.frames(events).last).document, named: "more-dark.svg")
    }

    @Test func animatedTap() throws {
        let events = try Harness.events(TabBarConfiguration(tabs: Self.tabs)) { presenter, _ in
            presenter.didTap(slot: 1)
        }
        expectGolden(SVGAnimationBuilder(events: events).document(), named: "tap-animated.svg")
    }
}
