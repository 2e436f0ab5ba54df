import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct TapTests {
    @Test func tapOnAnotherSlot_reportsSwitchesContentWavesSwapsCircleThenUnlocks() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["search"])

        presenter.didTap(slot: 2)

        view.expect([
            .selected(.tab("search"), previous: .tab("lessons")),
            .feedback,
            display(animated: ["search"], selection: .tab("search"), slot: 2),
            .content("search"),
            .interaction(false),
            .curve(from: 65, to: 325, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
            .input("search", true),
        ])
        scheduler.advance(by: .milliseconds(199))
        view.expectNoMessages()
        scheduler.advance(by: .milliseconds(1))
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "search-icon", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: step),
        ])
        scheduler.advance(by: .milliseconds(199))
        view.expectNoMessages()
        scheduler.advance(by: .milliseconds(1))
        view.expect([.interaction(true)])
        scheduler.advance(to: .milliseconds(1499))
        view.expectNoMessages()
        scheduler.advance(to: iconReset)
        view.expect([.input("search", false)])
        scheduler.expectNothingPending()
        #expect(presenter.selection == .tab("search"))
    }

    @Test func tapOnTabWithoutAnimation_sendsNoInput() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(slot: 1)

        view.expect([
            .selected(.tab("archives"), previous: .tab("lessons")),
            .feedback,
            display(selection: .tab("archives"), slot: 1),
            .content("archives"),
            .interaction(false),
            .curve(from: 65, to: 195, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        scheduler.advance(by: step)
        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
        ])
        scheduler.advance(by: step)
        view.expect([.interaction(true)])
        scheduler.expectNothingPending()
    }

    @Test func tapOnTabBySelection_behavesLikeATapOnItsSlot() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(.tab("archives"))

        view.expect([
            .selected(.tab("archives"), previous: .tab("lessons")),
            .feedback,
            display(selection: .tab("archives"), slot: 1),
            .content("archives"),
            .interaction(false),
            .curve(from: 65, to: 195, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
            .interaction(true),
        ])
        #expect(scheduler.now == wave)
    }

    @Test func tapInRightToLeft_wavesBetweenMirroredCentres() throws {
        let layout = TabBarLayout(direction: .rtl)
        let (presenter, view, scheduler) = try makeSUT(layout: layout)

        presenter.didTap(slot: 2)

        view.expect([
            .selected(.tab("search"), previous: .tab("lessons")),
            .feedback,
            display(selection: .tab("search"), slot: 2, layout: layout),
            .content("search"),
            .interaction(false),
            .curve(from: 325, to: 65, duration: wave),
            .circle(x: 325, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 65, y: 30, alpha: 0, icon: "search-icon", duration: .zero),
            .circle(x: 65, y: 0, alpha: 1, icon: "search-icon", duration: step),
            .interaction(true),
        ])
    }

    @Test func tapOnTabWithSelectedIcon_circleShowsTheSelectedIcon() throws {
        var tabs = makeTabs(threeTabs)
        tabs[0].selectedIcon = "lessons-filled"
        tabs[1].selectedIcon = "archives-filled"
        let (presenter, view, scheduler) = try makeSUT(tabs: tabs)

        presenter.didTap(slot: 1)

        view.expect([
            .selected(.tab("archives"), previous: .tab("lessons")),
            .feedback,
            display(tabs: tabs, selection: .tab("archives"), slot: 1),
            .content("archives"),
            .interaction(false),
            .curve(from: 65, to: 195, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-filled", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-filled", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-filled", duration: step),
            .interaction(true),
        ])
    }

    @Test func tapExactlyWhenTheLockReleases_findsTheBarUnlocked() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        scheduler.advance(to: wave)
        presenter.didTap(slot: 2)

        view.expect([
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: step),
            .interaction(true),
            .selected(.tab("search"), previous: .tab("archives")),
            .feedback,
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .interaction(false),
            .curve(from: 195, to: 325, duration: wave),
            .circle(x: 195, y: 30, alpha: 0, icon: "archives-icon", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 325, y: 30, alpha: 0, icon: "search-icon", duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: step),
            .interaction(true),
        ])
        #expect(scheduler.now == .milliseconds(800))
    }
}
