import TabBarKit
import TabBarTesting
import Testing

/// Bugs the reference-model check found in the presenter, each pinned by its shrunk script.
@MainActor
struct PresenterRegressionTests {
    /// `tap t1` with an icon duration of 0.4 s: at t0 + 0.4 the unlock and the icon's reset fall
    /// due together; behavior.md §3 lists `interaction true` first. (The presenter used to send
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
}
