import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct ProgrammaticSelectionTests {
    @Test func selectWithoutAnimation_movesAtOnceWithoutReportOrInput() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["search"])

        try presenter.select(.tab("search"))

        view.expect([
            display(animated: ["search"], selection: .tab("search"), slot: 2),
            .content("search"),
            .curve(from: 65, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
        #expect(view.shouldSelectQuestions.isEmpty)
        scheduler.expectNothingPending()
    }

    @Test func selectAnimated_playsTheTapChoreographyWithoutReportOrInput() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["search"])

        try presenter.select(.tab("search"), animated: true)

        view.expect([
            display(animated: ["search"], selection: .tab("search"), slot: 2),
            .content("search"),
            .interaction(false),
            .curve(from: 65, to: 325, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        scheduler.advance(by: step)
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "search-icon", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: step),
        ])
        scheduler.advance(by: step)
        view.expect([.interaction(true)])
        scheduler.expectNothingPending()
        #expect(view.shouldSelectQuestions.isEmpty)
    }

    @Test func selectIgnoresTheOwnersVeto() throws {
        let (presenter, view, _) = try makeSUT()
        view.vetoed = [.tab("archives")]

        try presenter.select(.tab("archives"))

        #expect(presenter.selection == .tab("archives"))
        #expect(view.shouldSelectQuestions.isEmpty)
        view.skipReceived()
    }

    @Test func selectWhileHidden_moves() throws {
        let (presenter, view, _) = try makeSUT()
        presenter.setHidden(true)
        view.skipReceived()

        try presenter.select(.tab("archives"))

        view.expect([
            display(selection: .tab("archives"), slot: 1, hidden: true),
            .content("archives"),
            .curve(from: 65, to: 195, duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
        ])
    }

    @Test func selectWhatIsSelected_doesNothing() throws {
        let (presenter, view, scheduler) = try makeSUT()

        try presenter.select(.tab("lessons"))
        try presenter.select(.tab("lessons"), animated: true)

        view.expectNoMessages()
        scheduler.expectNothingPending()
    }

    @Test func selectMore_showsTheList() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3)

        try presenter.select(.more)

        view.expect([
            display(fiveTabs, selection: .more, slot: 2, maxVisible: 3),
            .contentMore(["search", "inbox", "profile"]),
            .curve(from: 65, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "ellipsis", duration: .zero),
        ])
    }

    @Test func selectAnOverflowTab_restsAtTheMoreSlotWithItsIcon() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3)

        try presenter.select(.tab("profile"))

        view.expect([
            display(fiveTabs, selection: .tab("profile"), slot: 2, maxVisible: 3),
            .content("profile"),
            .curve(from: 65, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "profile-icon", duration: .zero),
        ])
    }

    @Test func selectWhileLocked_isDeferredAndTheLatestWins() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(to: step)
        view.skipReceived()

        try presenter.select(.tab("search"), animated: true)
        try presenter.select(.tab("lessons"), animated: true)
        view.expectNoMessages()

        scheduler.advance(to: wave)
        view.expect([
            .interaction(true),
            display(selection: .tab("lessons"), slot: 0),
            .content("lessons"),
            .interaction(false),
            .curve(from: 195, to: 65, duration: wave),
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: step),
        ])
        scheduler.settle()
        view.skipReceived()
        scheduler.expectNothingPending()
    }

    @Test func selectWhileLockedOfTheTabBeingSelected_isANoOpWhenHandled() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(to: step)
        view.skipReceived()

        try presenter.select(.tab("archives"))
        #expect(presenter.hasDeferredRequest)

        scheduler.advance(to: wave)
        view.expect([.interaction(true)])
        #expect(!presenter.hasDeferredRequest)
        scheduler.expectNothingPending()
    }

    @Test func selectAnUnknownTab_throwsWithASuggestionAndChangesNothing() throws {
        let (presenter, view, scheduler) = try makeSUT()

        let error = #expect(throws: TabBarError.self) { try presenter.select(.tab("serch")) }

        #expect(error == .unknownTab("serch", suggestion: "search"))
        #expect(error?.description == "unknown tab 'serch'; did you mean 'search'?")
        view.expectNoMessages()
        scheduler.expectNothingPending()
    }

    @Test func selectAnUnknownTabWithNothingClose_throwsWithoutSuggestion() throws {
        let (presenter, view, _) = try makeSUT()

        #expect(throws: TabBarError.unknownTab("zzz", suggestion: nil)) { try presenter.select(.tab("zzz")) }
        view.expectNoMessages()
    }

    @Test func selectADisabledTab_throws() throws {
        let (presenter, view, _) = try makeSUT(tabs: disabling("archives", in: threeTabs))

        #expect(throws: TabBarError.disabledTab("archives")) { try presenter.select(.tab("archives")) }
        view.expectNoMessages()
    }

    @Test func selectMoreWithoutAMoreSlot_throws() throws {
        let (presenter, view, _) = try makeSUT()

        #expect(throws: TabBarError.noMoreSlot) { try presenter.select(.more) }
        view.expectNoMessages()
    }

    @Test func selectWhileLocked_stillThrowsAtOnceForAnUnknownTab() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        #expect(throws: TabBarError.self) { try presenter.select(.tab("nope")) }
        #expect(!presenter.hasDeferredRequest)
        scheduler.settle()
        view.skipReceived()
    }
}
