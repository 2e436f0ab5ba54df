import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct VisibilityTests {
    @Test func hide_animatesTheBarThenRedisplays_andARepeatDoesNothing() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.setHidden(true)
        presenter.setHidden(true)

        view.expect([.bar(hidden: true), display(selection: .tab("lessons"), slot: 0, hidden: true)])
        scheduler.expectNothingPending()
    }

    @Test func show_animatesTheBarThenRedisplays() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.setHidden(true)
        view.skipReceived()

        presenter.setHidden(false)
        presenter.setHidden(false)

        view.expect([
            .bar(BarVisibility(isHidden: false, duration: .milliseconds(300))),
            display(selection: .tab("lessons"), slot: 0),
        ])
        presenter.didTap(slot: 1)
        scheduler.settle()
        view.skipReceived()
        #expect(presenter.selection == .tab("archives"))
    }

    @Test func hideMidAnimation_letsTheAnimationFinish() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.setHidden(true)

        view.expect([.bar(hidden: true), display(selection: .tab("archives"), slot: 1, hidden: true)])
        scheduler.settle()
        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
            .interaction(true),
        ])
    }
}
