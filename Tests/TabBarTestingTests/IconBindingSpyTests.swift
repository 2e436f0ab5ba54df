import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct InboxIconTests {
    let tabs = [
        Tab(id: "lessons", title: "Lessons", icon: "academic-cap"),
        Tab(
            id: "inbox", title: "Inbox", icon: "tray", badge: "3",
            animation: IconAnimation(selectedInput: "active", tapTrigger: "tap", badgeInput: "count")),
    ]

    @Test func tapThenAttach_setsTheIconsStateFiresItsTriggerAndReplays() throws {
        let scheduler = TestScheduler()
        let view = TabBarViewSpy(scheduler: scheduler)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.viewDidLoad()
        view.expect(events: [.at(.zero, .input("inbox", 3, name: "count"))], kinds: ["input"])

        presenter.didTap(slot: 1)
        view.expect(
            events: [
                .at(.zero, .input("inbox", true, name: "active")),
                .at(.zero, .input("inbox", .trigger, name: "tap")),
                .at(.zero, .input("inbox", true)),
            ], kinds: ["input"])

        scheduler.advance(by: .milliseconds(500))
        view.expect(events: [], kinds: ["input"])  // the circle moved, no input
        presenter.didAttachIcon("inbox")  // the icon's view was recreated
        view.expect([
            .input("inbox", true, name: "active"), .input("inbox", 3, name: "count"), .input("inbox", true),
        ])
        scheduler.settle()
        view.expect(events: [.at(.milliseconds(1500), .input("inbox", false))], kinds: ["input"])
    }
}
