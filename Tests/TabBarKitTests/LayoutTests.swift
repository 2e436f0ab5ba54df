import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct LayoutTests {
    @Test func widthChangeWhileIdle_redisplaysAndPlacesWaveAndCircleAtTheNewCentre() throws {
        let (presenter, view, scheduler) = try makeSUT(initial: "archives")
        let narrow = TabBarLayout(width: 300)

        try presenter.didChangeLayout(narrow)

        view.expect([
            display(selection: .tab("archives"), slot: 1, layout: narrow),
            .curve(from: 150, to: 150, duration: .zero),
            .circle(x: 150, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
        ])
        scheduler.expectNothingPending()
    }

    @Test func landscape_usesRadius25AndDiameter47() throws {
        let (presenter, view, scheduler) = try makeSUT()
        let landscape = TabBarLayout(width: 844, orientation: .landscape)

        try presenter.didChangeLayout(landscape)
        view.expect([
            display(selection: .tab("lessons"), slot: 0, layout: landscape),
            .curve(from: 844.0 / 6, to: 844.0 / 6, radius: 25, duration: .zero),
            .circle(x: 844.0 / 6, y: 0, alpha: 1, diameter: 47, icon: "lessons-icon", duration: .zero),
        ])

        presenter.didTap(slot: 2)
        view.expect([
            .selected(.tab("search"), previous: .tab("lessons")),
            .feedback,
            display(selection: .tab("search"), slot: 2, layout: landscape),
            .content("search"),
            .interaction(false),
            .curve(from: 844.0 / 6, to: 844.0 * 5 / 6, radius: 25, duration: wave),
            .circle(x: 844.0 / 6, y: 30, alpha: 0, diameter: 47, icon: "lessons-icon", duration: step),
        ])
        scheduler.settle()
        view.expect([
            .circle(x: 844.0 * 5 / 6, y: 30, alpha: 0, diameter: 47, icon: "search-icon", duration: .zero),
            .circle(x: 844.0 * 5 / 6, y: 0, alpha: 1, diameter: 47, icon: "search-icon", duration: step),
            .interaction(true),
        ])
    }

    @Test func directionChangeToRightToLeft_mirrorsTheSelectedCentre() throws {
        let (presenter, view, _) = try makeSUT()
        let rtl = TabBarLayout(direction: .rtl)

        try presenter.didChangeLayout(rtl)

        view.expect([
            display(selection: .tab("lessons"), slot: 0, layout: rtl),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
        ])
    }

    @Test func unchangedLayout_sendsNothing() throws {
        let (presenter, view, _) = try makeSUT()

        try presenter.didChangeLayout(TabBarLayout())

        view.expectNoMessages()
    }

    @Test(arguments: [0, -10, Double.nan, Double.infinity])
    func invalidWidth_throwsAndChangesNothing(width: Double) throws {
        let (presenter, view, _) = try makeSUT()

        let error = #expect(throws: TabBarError.self) {
            try presenter.didChangeLayout(TabBarLayout(width: width))
        }

        guard case .invalidWidth(let reported) = error else {
            Issue.record("expected invalidWidth, got \(String(describing: error))")
            return
        }
        #expect(reported.isNaN ? width.isNaN : reported == width)
        #expect(presenter.layout == TabBarLayout())
        view.expectNoMessages()
    }

    @Test func layoutChangeMidAnimation_cancelsTheRestShowsTheEndStateThenUnlocks() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["search"])
        presenter.didTap(slot: 2)
        view.skipReceived()
        scheduler.advance(to: .milliseconds(100))
        let narrow = TabBarLayout(width: 300)

        try presenter.didChangeLayout(narrow)

        view.expect([
            display(animated: ["search"], selection: .tab("search"), slot: 2, layout: narrow),
            .curve(from: 250, to: 250, duration: .zero),
            .circle(x: 250, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
            .interaction(true),
        ])
        #expect(!presenter.isLocked)
        scheduler.advance(to: .milliseconds(1499))
        view.expectNoMessages()
        scheduler.advance(to: iconReset)
        view.expect([.input("search", false)])
        scheduler.expectNothingPending()
    }

    @Test func layoutChangeMidAnimation_handlesTheDeferredTapAfterUnlocking() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["search"])
        presenter.didTap(slot: 2)
        scheduler.advance(to: .milliseconds(100))
        presenter.didTap(slot: 1)
        view.skipReceived()
        let narrow = TabBarLayout(width: 300)

        try presenter.didChangeLayout(narrow)

        view.expect([
            display(animated: ["search"], selection: .tab("search"), slot: 2, layout: narrow),
            .curve(from: 250, to: 250, duration: .zero),
            .circle(x: 250, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
            .interaction(true),
            .selected(.tab("archives"), previous: .tab("search")),
            .feedback,
            display(animated: ["search"], selection: .tab("archives"), slot: 1, layout: narrow),
            .content("archives"),
            .interaction(false),
            .curve(from: 250, to: 150, duration: wave),
            .circle(x: 250, y: 30, alpha: 0, icon: "search-icon", duration: step),
        ])
        scheduler.advance(to: .milliseconds(300))
        view.expect([
            .circle(x: 150, y: 30, alpha: 0, icon: "archives-icon", duration: .zero),
            .circle(x: 150, y: 0, alpha: 1, icon: "archives-icon", duration: step),
        ])
        scheduler.advance(to: .milliseconds(500))
        view.expect([.interaction(true)])
        scheduler.advance(to: iconReset)
        view.expect([.input("search", false)])
        scheduler.expectNothingPending()
    }

    @Test func layoutChangeWhileHidden_keepsTheBarHidden() throws {
        let (presenter, view, _) = try makeSUT()
        presenter.setHidden(true)
        view.skipReceived()
        let narrow = TabBarLayout(width: 300)

        try presenter.didChangeLayout(narrow)

        view.expect([
            display(selection: .tab("lessons"), slot: 0, layout: narrow, hidden: true),
            .curve(from: 50, to: 50, duration: .zero),
            .circle(x: 50, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
        ])
    }
}
