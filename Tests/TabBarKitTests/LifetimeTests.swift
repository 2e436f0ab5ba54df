import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct LifetimeTests {
    @Test func droppingThePresenterMidAnimation_freesItAndCancelsEverythingItScheduled() throws {
        var (presenter, view, scheduler): (TabBarPresenter?, TabBarViewSpy, TestScheduler) = try makeSUT(
            animated: ["archives"])
        presenter?.didTap(slot: 1)
        presenter?.didTap(slot: 2)
        view.skipReceived()
        #expect(scheduler.pendingCount == 3)
        weak let weakPresenter = presenter

        presenter = nil

        #expect(weakPresenter == nil)
        // The view is not left locked, and the pulse the tap started is reset at once.
        view.expect([.interaction(true), .input("archives", false)])
        scheduler.expectNothingPending()
        scheduler.settle()
        view.expectNoMessages()
    }

    @Test func thePresenter_holdsItsDelegateWeakly() throws {
        let (presenter, view, scheduler) = try makeSUT()
        var owner: TabBarViewSpy? = TabBarViewSpy()
        presenter.delegate = owner
        weak let weakOwner = owner

        owner = nil

        #expect(weakOwner == nil)
        #expect(presenter.delegate == nil)
        presenter.didTap(slot: 1)
        #expect(presenter.selection == .tab("archives"))
        scheduler.settle()
        view.skipReceived()
        scheduler.expectNothingPending()
    }

    @Test func aRendererView_outlivingItsPresenter_stillStampsMessagesWithTheSchedulersTime() throws {
        let renderer = TabBarRecorder()
        var scheduler: VirtualScheduler? = VirtualScheduler()
        scheduler?.advance(by: .milliseconds(250))
        let view = RendererView(renderer: renderer, scheduler: try #require(scheduler))

        scheduler = nil
        view.send(.interaction(isEnabled: true))

        #expect(
            renderer.events == [TabBarEvent(time: .milliseconds(250), message: .interaction(isEnabled: true))]
        )
    }
}
