import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct ThemeBadgeEnableTests {
    @Test func themeChange_redisplays() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didChangeTheme(.dark)
        presenter.didChangeTheme(.dark)

        view.expect([display(selection: .tab("lessons"), slot: 0, theme: .dark)])
        scheduler.expectNothingPending()
    }

    @Test func themeChangeMidAnimation_redisplaysAndLetsTheAnimationRun() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.didChangeTheme(.dark)

        view.expect([display(selection: .tab("archives"), slot: 1, theme: .dark)])
        scheduler.settle()
        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
            .interaction(true),
        ])
    }

    @Test func badge_redisplaysWithTheBadge_andAnEmptyBadgeClearsIt() throws {
        let (presenter, view, _) = try makeSUT()
        var tabs = makeTabs(threeTabs)
        tabs[1].badge = "3"

        try presenter.setBadge("3", for: "archives")
        view.expect([display(tabs: tabs, selection: .tab("lessons"), slot: 0)])

        try presenter.setBadge("3", for: "archives")
        view.expectNoMessages()

        try presenter.setBadge("", for: "archives")
        view.expect([display(selection: .tab("lessons"), slot: 0)])
    }

    @Test func badgeForAnUnknownTab_throwsWithASuggestion() throws {
        let (presenter, view, _) = try makeSUT()

        #expect(throws: TabBarError.unknownTab("archive", suggestion: "archives")) {
            try presenter.setBadge("1", for: "archive")
        }
        view.expectNoMessages()
    }

    @Test func disablingATab_redisplaysItDimmed() throws {
        let (presenter, view, scheduler) = try makeSUT()

        try presenter.setEnabled(false, for: "search")

        view.expect([display(tabs: disabling("search", in: threeTabs), selection: .tab("lessons"), slot: 0)])
        try presenter.setEnabled(true, for: "search")
        view.expect([display(selection: .tab("lessons"), slot: 0)])
        scheduler.expectNothingPending()
    }

    @Test func disablingTheSelectedTab_keepsItSelected() throws {
        let (presenter, view, _) = try makeSUT()

        try presenter.setEnabled(false, for: "lessons")

        view.expect([display(tabs: disabling("lessons", in: threeTabs), selection: .tab("lessons"), slot: 0)])
        #expect(presenter.selection == .tab("lessons"))

        presenter.didTap(slot: 0)
        view.expect([.rejected(.tab("lessons"), reason: .disabled)])
    }

    @Test func disablingTheLastEnabledTab_isRefusedAsInvalidAndChangesNothing() throws {
        let (presenter, view, _) = try makeSUT(tabs: disabling("archives", "search", in: threeTabs))

        let error = #expect(throws: TabBarError.lastEnabledTab("lessons")) {
            try presenter.setEnabled(false, for: "lessons")
        }

        #expect(error?.rejectionReason == .invalid)
        #expect(
            error?.description == "tab 'lessons' is the last enabled tab; at least one tab must stay enabled")
        #expect(presenter.model.tab("lessons")?.isEnabled == true)
        view.expectNoMessages()
    }
}
