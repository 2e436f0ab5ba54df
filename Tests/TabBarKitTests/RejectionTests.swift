import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct RejectionTests {
    @Test func tapOnADisabledTab_isRejectedDisabledAndNothingElse() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: disabling("archives", in: threeTabs))

        presenter.didTap(slot: 1)

        view.expect([.rejected(.tab("archives"), reason: .disabled)])
        #expect(view.shouldSelectQuestions.isEmpty)
        scheduler.expectNothingPending()
    }

    @Test func tapVetoedByTheOwner_isRejectedVetoedAndNothingElse() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["archives"])
        view.vetoed = [.tab("archives")]

        presenter.didTap(slot: 1)

        view.expect([.rejected(.tab("archives"), reason: .vetoed)])
        #expect(view.shouldSelectQuestions == [.tab("archives")])
        #expect(presenter.selection == .tab("lessons"))
        scheduler.expectNothingPending()
    }

    @Test func pickVetoedByTheOwner_isRejectedVetoed() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        try presenter.select(.more)
        view.skipReceived()
        view.vetoed = [.tab("inbox")]

        presenter.didPick("inbox")

        view.expect([.rejected(.tab("inbox"), reason: .vetoed)])
        scheduler.expectNothingPending()
    }

    @Test func tapWhileHidden_isRejectedHidden() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.setHidden(true)
        view.skipReceived()

        presenter.didTap(slot: 1)
        presenter.didTap(slot: 0)

        view.expect([
            .rejected(.tab("archives"), reason: .hidden), .rejected(.tab("lessons"), reason: .hidden),
        ])
        #expect(view.shouldSelectQuestions.isEmpty)
        scheduler.expectNothingPending()
    }

    @Test func tapWhileHidden_isRejectedHiddenBeforeUnavailableOrDisabled() throws {
        let (presenter, view, _) = try makeSUT(
            tabs: disabling("archives", in: fiveTabs), maxVisible: 3)
        presenter.setHidden(true)
        view.skipReceived()

        presenter.didTap(.tab("archives"))
        presenter.didTap(.tab("inbox"))

        view.expect([.rejected(.tab("archives"), reason: .hidden), .rejected(.tab("inbox"), reason: .hidden)])
    }

    @Test func tapOnADisabledTabListedUnderMore_isRejectedUnavailableBeforeDisabled() throws {
        let (presenter, view, _) = try makeSUT(tabs: disabling("inbox", in: fiveTabs), maxVisible: 3)

        presenter.didTap(.tab("inbox"))

        view.expect([.rejected(.tab("inbox"), reason: .unavailable)])
    }

    @Test func tapOnADisabledTabWhileLocked_isRejectedDisabledNotDeferred() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: disabling("search", in: threeTabs))
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.didTap(slot: 2)

        view.expect([.rejected(.tab("search"), reason: .disabled)])
        #expect(!presenter.hasDeferredRequest)
        scheduler.settle()
        view.skipReceived()
    }

    @Test func tapNamingARemovedTab_isRejectedInvalidBeforeAnyOtherCheck() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.setHidden(true)
        try presenter.remove("search")
        view.skipReceived()

        presenter.didTap(.tab("search"))

        view.expect([.rejected(.tab("search"), reason: .invalid)])
        scheduler.expectNothingPending()
    }

    @Test func deferredTapOnATabRemovedMidAnimation_isRejectedInvalidWhenTheBarUnlocks() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: ["lessons", "archives", "search", "inbox"])
        presenter.didTap(slot: 1)
        presenter.didTap(slot: 3)
        view.skipReceived()
        scheduler.advance(to: step)
        view.skipReceived()

        try presenter.remove("inbox")

        view.expect([
            display(selection: .tab("archives"), slot: 1),
            .curve(from: 195, to: 195, duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
            .interaction(true),
            .rejected(.tab("inbox"), reason: .invalid),
        ])
        #expect(!presenter.isLocked)
        scheduler.expectNothingPending()
    }

    @Test func tapOnASlotThatDoesNotExistWhileHidden_isRejectedHiddenFirst() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.setHidden(true)
        view.skipReceived()

        presenter.didTap(slot: 7)

        view.expect([.rejected(nil, reason: .hidden)])
        scheduler.expectNothingPending()
    }
}
