import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct TabListChangeTests {
    private let fourTabs: [TabID] = ["lessons", "archives", "search", "inbox"]

    @Test func insertingATab_redisplaysAndReplacesWaveAndCircleAtTheNewSlots() throws {
        let (presenter, view, scheduler) = try makeSUT()

        try presenter.insert(makeTabs(["inbox"])[0], at: 3)

        view.expect([
            display(fourTabs, selection: .tab("lessons"), slot: 0),
            .curve(from: 48.75, to: 48.75, duration: .zero),
            .circle(x: 48.75, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
        ])
        scheduler.expectNothingPending()
    }

    @Test func insertingBeforeTheSelectedTab_movesItsSlot() throws {
        let (presenter, view, _) = try makeSUT()

        try presenter.insert(makeTabs(["news"])[0], at: 0)

        view.expect([
            display(["news", "lessons", "archives", "search"], selection: .tab("lessons"), slot: 1),
            .curve(from: 146.25, to: 146.25, duration: .zero),
            .circle(x: 146.25, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
        ])
    }

    @Test func removingAnotherTab_redisplaysWithoutContent() throws {
        let (presenter, view, _) = try makeSUT(initial: "search")

        try presenter.remove("archives")

        view.expect([
            display(["lessons", "search"], selection: .tab("search"), slot: 1),
            .curve(from: 292.5, to: 292.5, duration: .zero),
            .circle(x: 292.5, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
    }

    @Test func removingTheSelectedTab_selectsTheFirstEnabledTabWithoutAnimation() throws {
        let tabs = disabling("lessons", in: threeTabs)
        let (presenter, view, scheduler) = try makeSUT(tabs: tabs, initial: "search")

        try presenter.remove("search")

        view.expect([
            display(tabs: Array(tabs.prefix(2)), selection: .tab("archives"), slot: 1),
            .content("archives"),
            .curve(from: 292.5, to: 292.5, duration: .zero),
            .circle(x: 292.5, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
        ])
        #expect(view.shouldSelectQuestions.isEmpty)
        scheduler.expectNothingPending()
    }

    @Test func insertingPastMaxVisible_bringsUpTheMoreSlotAroundTheSelectedTab() throws {
        let (presenter, view, _) = try makeSUT(maxVisible: 3, initial: "search")

        try presenter.insert(makeTabs(["inbox"])[0], at: 3)

        view.expect([
            display(fourTabs, selection: .tab("search"), slot: 2, maxVisible: 3),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
        #expect(presenter.model.overflowIDs == ["search", "inbox"])
    }

    @Test func insertingIntoTheShowingMoreList_updatesItsContent() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        try presenter.select(.more)
        view.skipReceived()

        try presenter.insert(makeTabs(["help"])[0], at: 5)

        view.expect([
            display(fiveTabs + ["help"], selection: .more, slot: 2, maxVisible: 3),
            .contentMore(["search", "inbox", "profile", "help"]),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "ellipsis", duration: .zero),
        ])
    }

    @Test func removingTheMoreSlotWhileTheListShows_selectsTheFirstEnabledTab() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        try presenter.select(.more)
        view.skipReceived()

        try presenter.remove("profile")
        view.expect([
            display(fourTabs, selection: .more, slot: 2, maxVisible: 3),
            .contentMore(["search", "inbox"]),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "ellipsis", duration: .zero),
        ])

        try presenter.remove("inbox")
        view.expect([
            display(selection: .tab("lessons"), slot: 0, maxVisible: 3),
            .content("lessons"),
            .curve(from: 65, to: 65, duration: .zero),
            .circle(x: 65, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
        ])
    }

    @Test func removingTheMoreSlot_givesTheSelectedOverflowTabItsOwnSlot() throws {
        let (presenter, view, _) = try makeSUT(tabs: fourTabs, maxVisible: 3, initial: "search")

        try presenter.remove("inbox")

        view.expect([
            display(selection: .tab("search"), slot: 2, maxVisible: 3),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
        presenter.didTap(slot: 2)
        view.expect([.reselected(.tab("search"))])
    }

    @Test func replacingEveryTab_keepsASelectionThatStillExists() throws {
        let (presenter, view, _) = try makeSUT(initial: "archives")

        try presenter.replaceTabs(makeTabs(["archives", "inbox"]))

        view.expect([
            display(["archives", "inbox"], selection: .tab("archives"), slot: 0),
            .curve(from: 97.5, to: 97.5, duration: .zero),
            .circle(x: 97.5, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
        ])
    }

    @Test func tabChangeMidAnimation_cancelsTheRestShowsTheEndStateThenUnlocks() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        view.skipReceived()

        try presenter.insert(makeTabs(["inbox"])[0], at: 3)

        view.expect([
            display(fourTabs, selection: .tab("archives"), slot: 1),
            .curve(from: 146.25, to: 146.25, duration: .zero),
            .circle(x: 146.25, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
            .interaction(true),
        ])
        scheduler.expectNothingPending()
    }

    @Test func removingTheTargetMidAnimation_selectsTheFirstTabUnlocksThenHandlesTheDeferredTap() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        presenter.didTap(slot: 2)
        view.skipReceived()

        try presenter.remove("archives")

        view.expect([
            display(["lessons", "search"], selection: .tab("lessons"), slot: 0),
            .content("lessons"),
            .curve(from: 97.5, to: 97.5, duration: .zero),
            .circle(x: 97.5, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
            .interaction(true),
            .selected(.tab("search"), previous: .tab("lessons")),
            .feedback,
            display(["lessons", "search"], selection: .tab("search"), slot: 1),
            .content("search"),
            .interaction(false),
            .curve(from: 97.5, to: 292.5, duration: wave),
            .circle(x: 97.5, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 292.5, y: 30, alpha: 0, icon: "search-icon", duration: .zero),
            .circle(x: 292.5, y: 0, alpha: 1, icon: "search-icon", duration: step),
            .interaction(true),
        ])
        #expect(scheduler.now == .milliseconds(500))
    }

    @Test func tabChangeMidAnimation_leavesPendingIconResetsAlone() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["archives"])
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        view.skipReceived()

        try presenter.remove("search")
        view.skipReceived()

        scheduler.advance(to: .milliseconds(1499))
        view.expectNoMessages()
        scheduler.advance(to: iconReset)
        view.expect([.input("archives", false)])
        scheduler.expectNothingPending()
    }

    @Test func invalidChanges_throwAndChangeNothing() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: disabling("archives", "search", in: threeTabs))
        let before = presenter.model.tabs

        #expect(throws: TabBarError.duplicateTabID("search")) {
            try presenter.insert(makeTabs(["search"])[0], at: 0)
        }
        #expect(throws: TabBarError.indexOutOfRange(4, count: 3)) {
            try presenter.insert(makeTabs(["inbox"])[0], at: 4)
        }
        #expect(throws: TabBarError.indexOutOfRange(-1, count: 3)) {
            try presenter.insert(makeTabs(["inbox"])[0], at: -1)
        }
        #expect(throws: TabBarError.malformedTabID("In Box")) {
            try presenter.insert(makeTabs(["In Box"])[0], at: 0)
        }
        #expect(throws: TabBarError.reservedTabID) { try presenter.insert(makeTabs(["more"])[0], at: 0) }
        #expect(throws: TabBarError.unknownTab("lesson", suggestion: "lessons")) {
            try presenter.remove("lesson")
        }
        #expect(throws: TabBarError.lastEnabledTab("lessons")) { try presenter.remove("lessons") }
        #expect(throws: TabBarError.noTabs) { try presenter.replaceTabs([]) }
        #expect(throws: TabBarError.duplicateTabID("inbox")) {
            try presenter.replaceTabs(makeTabs(["inbox", "inbox"]))
        }
        #expect(throws: TabBarError.noEnabledTab) {
            try presenter.replaceTabs(disabling("inbox", in: ["inbox"]))
        }

        #expect(presenter.model.tabs == before)
        #expect(presenter.selection == .tab("lessons"))
        view.expectNoMessages()
        scheduler.expectNothingPending()
    }

    @Test func invalidChangeMidAnimation_leavesTheAnimationRunning() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        #expect(throws: TabBarError.self) { try presenter.remove("nope") }

        view.expectNoMessages()
        #expect(presenter.isLocked)
        scheduler.settle()
        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
            .interaction(true),
        ])
    }
}
