import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct WeakTabBarViewTests {
    /// An owner in the shape of a view controller: it is the tab bar view and holds the
    /// presenter, which holds it back only through `WeakTabBarView`.
    final class OwningView: TabBarView {
        let spy = TabBarViewSpy()
        var presenter: TabBarPresenter?

        init() { spy.exhaustivity = .off }  // these tests compare whole lists, or only lifetimes

        func display(_ state: TabBarDisplay) { spy.display(state) }
        func animate(_ animation: TabBarAnimation) { spy.animate(animation) }
        func update(_ update: TabBarUpdate) { spy.update(update) }
    }

    @Test func aWeakView_forwardsEveryMessageInOrder() throws {
        let owner = OwningView()
        let direct = TabBarViewSpy()
        direct.exhaustivity = .off  // compared whole with the owner's spy below
        let scheduler = TestScheduler()
        let configuration = TabBarConfiguration(tabs: makeTabs(threeTabs))
        let throughProxy = try TabBarPresenter(
            configuration: configuration, view: WeakTabBarView(owner), scheduler: scheduler)
        let plain = try TabBarPresenter(configuration: configuration, view: direct, scheduler: scheduler)

        for presenter in [throughProxy, plain] {
            presenter.viewDidLoad()
            presenter.didTap(slot: 2)
        }
        scheduler.settle()

        #expect(!direct.messages.isEmpty)
        #expect(owner.spy.messages == direct.messages)
    }

    @Test func aWeakView_dropsMessagesOnceItsViewIsGone() throws {
        var owner: OwningView? = OwningView()
        let view = WeakTabBarView(try #require(owner))
        weak let weakOwner = owner

        owner = nil
        view.update(.interaction(isEnabled: true))

        #expect(weakOwner == nil)
        #expect(view.wrapped == nil)
    }

    @Test func anOwnerHoldingItsPresenter_freesBoth_whenTheViewIsWrapped() throws {
        var owner: OwningView? = OwningView()
        let scheduler = TestScheduler()
        owner?.presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: makeTabs(threeTabs)),
            view: WeakTabBarView(try #require(owner)), scheduler: scheduler)
        owner?.presenter?.viewDidLoad()
        owner?.presenter?.didTap(slot: 1)
        weak let weakOwner = owner
        weak let weakPresenter = owner?.presenter

        owner = nil

        #expect(weakOwner == nil)
        #expect(weakPresenter == nil)
        scheduler.expectNothingPending()
    }
}
