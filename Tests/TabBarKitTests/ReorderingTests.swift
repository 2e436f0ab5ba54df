import TabBarKit
import TabBarTesting
import Testing

/// <doc:BehaviorContract#Reordering> (UIKit's More → Edit).
@MainActor @Suite(.tabBarChecks)
struct ReorderingTests {
    @Test func move_reportsMovedThenShowsTheNewOrderAtRest_keepingTheSelectionById() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3, initial: "archives")

        presenter.didMove("archives", to: 3)

        let moved: [TabID] = ["lessons", "search", "inbox", "archives", "profile"]
        view.expect([
            .moved("archives", from: 1, to: 3),
            display(moved, selection: .tab("archives"), slot: 2, maxVisible: 3),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
        ])
        #expect(presenter.model.tabs.map(\.id) == moved)
    }

    @Test func move_withTheMoreListShowing_sendsContentWhenItsItemsChange() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        presenter.didTap(.more)
        scheduler.settle()
        view.skipReceived()

        presenter.didMove("profile", to: 0)

        let moved: [TabID] = ["profile", "lessons", "archives", "search", "inbox"]
        view.expect([
            .moved("profile", from: 4, to: 0),
            display(moved, selection: .more, slot: 2, maxVisible: 3),
            .contentMore(["archives", "search", "inbox"]),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "ellipsis", duration: .zero),
        ])
    }

    @Test func checks_invalidBeforeUnavailableBeforeTheNoOp() throws {
        let (presenter, view, _) = try makeSUT()

        presenter.didMove("archive", to: 0)
        presenter.didMove("archives", to: 3)
        presenter.didMove("archives", to: -1)
        presenter.didMove("archives", to: 1)
        view.expect([
            .rejected(.tab("archive"), reason: .invalid), .rejected(.tab("archives"), reason: .invalid),
            .rejected(.tab("archives"), reason: .invalid),
        ])

        presenter.isCustomizable = false
        presenter.didMove("archives", to: 1)
        presenter.didMove("archives", to: 5)
        view.expect([
            .rejected(.tab("archives"), reason: .unavailable), .rejected(.tab("archives"), reason: .invalid),
        ])
    }

    @Test func moveMidAnimation_cancelsItLikeALayoutChange_thenUnlocksAndRunsTheDeferredTap() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        presenter.didTap(slot: 0)
        view.skipReceived()

        presenter.didMove("search", to: 0)

        let moved: [TabID] = ["search", "lessons", "archives"]
        #expect(
            Array(view.unchecked.prefix(6)) == [
                .moved("search", from: 2, to: 0),
                display(moved, selection: .tab("archives"), slot: 2),
                .curve(from: 325, to: 325, duration: .zero),
                .circle(x: 325, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
                .interaction(true),
                .selected(.tab("lessons"), previous: .tab("archives")),
            ])
        view.skipReceived()
        scheduler.settle()
        view.skipReceived()
        #expect(
            TabBarInvariants.violations(presenter: presenter, messages: view.messages, scheduler: scheduler)
                .isEmpty)
    }

    @Test func aViewSendsItsReordering_toThePresenterSpy() {
        let presenter = TabBarPresenterSpy()

        presenter.didMove("settings", to: 1)

        presenter.expect([.didMove("settings", to: 1)])
    }

    @Test func theModelMoves_andRefusesAnIndexOutOfRange() throws {
        var model = try DefaultTabBarModel(configuration: TabBarConfiguration(tabs: makeTabs(threeTabs)))
        try model.move("search", to: 0)
        #expect(model.tabs.map(\.id) == ["search", "lessons", "archives"])
        #expect(throws: TabBarError.indexOutOfRange(3, count: 2)) { try model.move("search", to: 3) }
    }
}
