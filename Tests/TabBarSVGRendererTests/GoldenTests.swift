import Foundation
import TabBarKit
import TabBarRendering
import TabBarSVGRenderer
import Testing

/// Whole documents compared byte for byte with files under `Golden/`.
///
/// After an intended change to the drawing, re-record them and review the diff:
///
///     TABBAR_RECORD=1 swift test --filter TabBarSVGRendererTests.GoldenTests
@MainActor
struct GoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
    static let isRecording = ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1"

    func expectGolden(
        _ document: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let url = Self.directory.appendingPathComponent(name)
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data(document.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "No golden file \(name). To fix, run TABBAR_RECORD=1 swift test --filter TabBarSVGRendererTests",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        #expect(
            document == expected,
            "\(name) differs from the golden file. If the change is intended, re-record with TABBAR_RECORD=1.",
            sourceLocation: sourceLocation)
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
            try expectGolden(frame.document, named: "tap-\(frame.time.wholeMilliseconds)ms.svg")
        }
    }

    @Test func moreSlotInDarkWithDisabledTab() throws {
        var tabs = Self.tabs + Harness.tabs(["profile", "settings", "help"])
        tabs[2].isEnabled = false
        let configuration = TabBarConfiguration(tabs: tabs, maxVisible: 5, theme: .dark)
        let events = try Harness.events(configuration) { presenter, _ in presenter.didTap(.more) }
        try expectGolden(try #require(Harness.frames(events).last).document, named: "more-dark.svg")
    }

    @Test func animatedTap() throws {
        let events = try Harness.events(TabBarConfiguration(tabs: Self.tabs)) { presenter, _ in
            presenter.didTap(slot: 1)
        }
        try expectGolden(SVGAnimationBuilder(events: events).document(), named: "tap-animated.svg")
    }
}
