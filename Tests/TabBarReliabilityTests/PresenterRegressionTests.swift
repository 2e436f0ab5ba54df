import TabBarKit
import TabBarTesting
import Testing

/// Bugs the reference-model check found in the presenter, each pinned by its shrunk script.
@Suite(.tabBarChecks)
@MainActor
struct PresenterRegressionTests {
    /// `tap t1` with an icon duration of 0.4 s: at t0 + 0.4 the unlock and the icon's reset fall
    /// due together; the behaviour contract (Events) lists `interaction true` first. (The presenter used to send
    /// `input false` first, because it scheduled the reset before the unlock.)
    @Test func didTap_iconResetDueWithUnlock_unlocksFirst() throws {
        let view = TabBarViewSpy()
        let scheduler = TestScheduler()
        let tabs = [
            Tab(id: "t0", title: "T0", icon: "i0"),
            Tab(id: "t1", title: "T1", icon: "i1", animation: IconAnimation(duration: .milliseconds(400))),
        ]
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.viewDidLoad()
        presenter.didTap(.tab("t1"))
        scheduler.advance(by: .milliseconds(200))
        view.skipReceived()
        scheduler.advance(by: .milliseconds(200))
        view.expect([
            .interaction(isEnabled: true), .input(IconInput(tab: "t1", name: "hover", value: false)),
        ])
        scheduler.expectNothingPending()
    }

    /// `resize 1.7976931348623157e+308` with a More slot: `width * (i + 0.5)` overflowed and the
    /// More slot's x was infinite (the behaviour contract, Invariants, 6: every x is finite, in `[0, width]`).
    @Test func didChangeLayout_largestWidth_keepsEveryXFinite() throws {
        let view = TabBarViewSpy()
        view.exhaustivity = .off  // the test checks the last display's numbers, not each message
        let tabs = ["t0", "t1", "t2"].map { Tab(id: TabID($0), title: $0, icon: $0) }
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs, maxVisible: 2), view: view,
            scheduler: TestScheduler())
        presenter.viewDidLoad()
        try presenter.didChangeLayout(TabBarLayout(width: .greatestFiniteMagnitude))
        let display = try #require(view.lastDisplay)
        let more = try #require(display.more)
        #expect(more.x.isFinite && more.x <= .greatestFiniteMagnitude && more.x > 0)
        let xs = display.items.compactMap(\.x)
        #expect(xs.allSatisfy { $0.isFinite })
    }

    /// `hide`, then a tap on a slot that does not exist: the behaviour contract (Events, the order of checks) checks `hidden` before
    /// `unavailable` for every tap. (The presenter used to report `unavailable`.)
    @Test func didTapSlot_missingSlotWhileHidden_isRejectedHidden() throws {
        let view = TabBarViewSpy()
        let tabs = ["t0", "t1"].map { Tab(id: TabID($0), title: $0, icon: $0) }
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: TestScheduler())
        presenter.delegate = view
        presenter.viewDidLoad()
        presenter.setHidden(true)
        view.skipReceived()
        presenter.didTap(slot: 7)
        view.expect([.rejected(nil, reason: .hidden)])
    }
}
