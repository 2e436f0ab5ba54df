import TabBarKit
import TabBarTesting
import Testing

@MainActor
struct SmokeTests {
    @Test func tapOnAnotherTab_wavesThenUnlocks() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["search"])
        presenter.didTap(slot: 2)
        view.expect([
            .selected(.tab("search"), previous: .tab("lessons")),
            .display(try #require(view.lastDisplay)),
            .content("search"),
            .interaction(false),
            .curve(from: 65, to: 325, duration: .milliseconds(400)),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: .milliseconds(200)),
            .input("search", true),
        ])
        scheduler.advance(by: .milliseconds(200))
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "search-icon", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .milliseconds(200)),
        ])
        scheduler.advance(by: .milliseconds(200))
        view.expect([.interaction(true)])
        scheduler.advance(by: .milliseconds(1100))
        view.expect([.input("search", false)])
        scheduler.expectNothingPending()
    }
}
