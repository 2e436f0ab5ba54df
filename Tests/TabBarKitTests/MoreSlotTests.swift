import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct MoreSlotTests {
    private let overflow: [TabID] = ["search", "inbox", "profile"]

    @Test func tapOnMore_showsTheListWithTheWaveAndTheEllipsis() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)

        presenter.didTap(slot: 2)

        view.expect([
            .selected(.more, previous: .tab("lessons")),
            .feedback,
            display(fiveTabs, selection: .more, slot: 2, maxVisible: 3),
            .contentMore(overflow),
            .interaction(false),
            .curve(from: 65, to: 325, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        scheduler.advance(by: step)
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "ellipsis", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "ellipsis", duration: step),
        ])
        scheduler.advance(by: step)
        view.expect([.interaction(true)])
        scheduler.expectNothingPending()
    }

    @Test func pickFromTheList_swapsTheCircleIconInPlaceWithoutAWave() throws {
        let (presenter, view, scheduler) = try makeSUT(
            tabs: fiveTabs, animated: ["inbox"], maxVisible: 3)
        presenter.didTap(.more)
        scheduler.settle()
        view.skipReceived()

        presenter.didPick("inbox")

        view.expect([
            .selected(.tab("inbox"), previous: .more),
            .feedback,
            display(fiveTabs, animated: ["inbox"], selection: .tab("inbox"), slot: 2, maxVisible: 3),
            .content("inbox"),
            .interaction(false),
            .circle(x: 325, y: 30, alpha: 0, icon: "ellipsis", duration: step),
            .input("inbox", true),
        ])
        scheduler.advance(by: step)
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "inbox-icon", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "inbox-icon", duration: step),
        ])
        scheduler.advance(by: step)
        view.expect([.interaction(true)])
        scheduler.advance(by: iconReset - wave)
        view.expect([.input("inbox", false)])
        scheduler.expectNothingPending()
    }

    @Test func tapOnMoreWhileAnOverflowTabShows_goesBackToTheListInPlace() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3, initial: "inbox")

        presenter.didTap(slot: 2)

        view.expect([
            .selected(.more, previous: .tab("inbox")),
            .feedback,
            display(fiveTabs, selection: .more, slot: 2, maxVisible: 3),
            .contentMore(overflow),
            .interaction(false),
            .circle(x: 325, y: 30, alpha: 0, icon: "inbox-icon", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "ellipsis", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "ellipsis", duration: step),
            .interaction(true),
        ])
        scheduler.expectNothingPending()
    }

    @Test func tapOnMoreWhileTheListShows_reselectsMore() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        try presenter.select(.more)
        view.skipReceived()

        presenter.didTap(slot: 2)

        view.expect([.reselected(.more)])
        #expect(view.shouldSelectQuestions == [.more])
        scheduler.expectNothingPending()
    }

    @Test func tapOnAnotherSlotFromAnOverflowTab_wavesFromTheMoreSlot() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3, initial: "profile")

        presenter.didTap(slot: 1)

        view.expect([
            .selected(.tab("archives"), previous: .tab("profile")),
            .feedback,
            display(fiveTabs, selection: .tab("archives"), slot: 1, maxVisible: 3),
            .content("archives"),
            .interaction(false),
            .curve(from: 325, to: 195, duration: wave),
            .circle(x: 325, y: 30, alpha: 0, icon: "profile-icon", duration: step),
        ])
        scheduler.settle()
        view.skipReceived()
    }

    @Test func pickWhileTheListIsNotShowing_isRejectedUnavailable() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)

        presenter.didPick("inbox")

        view.expect([.rejected(.tab("inbox"), reason: .unavailable)])
        scheduler.expectNothingPending()
    }

    @Test func pickOfATabWithItsOwnSlot_isRejectedUnavailable() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        try presenter.select(.more)
        view.skipReceived()

        presenter.didPick("archives")

        view.expect([.rejected(.tab("archives"), reason: .unavailable)])
        scheduler.expectNothingPending()
    }

    @Test func tapOnATabListedUnderMore_isRejectedUnavailable() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)

        presenter.didTap(.tab("inbox"))

        view.expect([.rejected(.tab("inbox"), reason: .unavailable)])
        scheduler.expectNothingPending()
    }

    @Test func tapOnMoreWithoutAMoreSlot_isRejectedUnavailable() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(.more)

        view.expect([.rejected(.more, reason: .unavailable)])
        scheduler.expectNothingPending()
    }

    @Test func tapOnASlotThatDoesNotExist_isRejectedUnavailableWithoutATab() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(slot: 3)
        presenter.didTap(slot: -1)

        view.expect([.rejected(nil, reason: .unavailable), .rejected(nil, reason: .unavailable)])
        scheduler.expectNothingPending()
    }

    @Test func pickOfAnUnknownTab_isRejectedInvalid() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        try presenter.select(.more)
        view.skipReceived()

        presenter.didPick("gone")

        view.expect([.rejected(.tab("gone"), reason: .invalid)])
        scheduler.expectNothingPending()
    }

    @Test func pickWhileTheBarIsHidden_isAllowed() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        try presenter.select(.more)
        presenter.setHidden(true)
        view.skipReceived()

        presenter.didPick("search")

        view.expect([
            .selected(.tab("search"), previous: .more),
            .feedback,
            display(fiveTabs, selection: .tab("search"), slot: 2, maxVisible: 3, hidden: true),
            .content("search"),
            .interaction(false),
            .circle(x: 325, y: 30, alpha: 0, icon: "ellipsis", duration: step),
        ])
        scheduler.settle()
        view.skipReceived()
    }

    @Test func pickWhileTheListAnimatesIn_isDeferredUntilTheBarUnlocks() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        presenter.didTap(.more)
        scheduler.advance(by: step)
        view.skipReceived()

        presenter.didPick("profile")
        view.expectNoMessages()

        scheduler.advance(by: step)
        view.expect([
            .interaction(true),
            .selected(.tab("profile"), previous: .more),
            .feedback,
            display(fiveTabs, selection: .tab("profile"), slot: 2, maxVisible: 3),
            .content("profile"),
            .interaction(false),
            .circle(x: 325, y: 30, alpha: 0, icon: "ellipsis", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "profile-icon", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "profile-icon", duration: step),
            .interaction(true),
        ])
        scheduler.expectNothingPending()
    }

    @Test func deferredPickReplacedByATap_isDroppedWithoutReport() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        presenter.didTap(.more)
        presenter.didPick("profile")
        presenter.didTap(slot: 0)
        scheduler.advance(by: step)
        view.skipReceived()

        scheduler.advance(by: step)

        view.expect([
            .interaction(true),
            .selected(.tab("lessons"), previous: .more),
            .feedback,
            display(fiveTabs, selection: .tab("lessons"), slot: 0, maxVisible: 3),
            .content("lessons"),
            .interaction(false),
            .curve(from: 325, to: 65, duration: wave),
            .circle(x: 325, y: 30, alpha: 0, icon: "ellipsis", duration: step),
        ])
        scheduler.settle()
        view.skipReceived()
        scheduler.expectNothingPending()
    }
}
