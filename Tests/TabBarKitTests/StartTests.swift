import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct StartTests {
    @Test func viewDidLoad_sendsDisplayContentRestingWaveAndCircleThenUnlocks() throws {
        let (presenter, view, scheduler) = try makeSUT(loaded: false)
        view.expectNoMessages()

        presenter.viewDidLoad()

        view.expect([
            display(selection: .tab("lessons"), slot: 0),
            .content("lessons"),
            .curve(from: 65, to: 65, duration: .zero),
            .circle(x: 65, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
            .interaction(true),
        ])
        scheduler.expectNothingPending()
    }

    @Test func viewDidLoadTwice_setsNothingUpTwice() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.viewDidLoad()

        view.expectNoMessages()
        scheduler.expectNothingPending()
    }

    @Test func viewDidLoad_withInitialTab_restsAtItsSlot() throws {
        let (presenter, view, _) = try makeSUT(initial: "search", loaded: false)

        presenter.viewDidLoad()

        view.expect([
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
            .interaction(true),
        ])
    }

    @Test func viewDidLoad_withInitialOverflowTab_restsAtMoreSlotWithItsIcon() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3, initial: "inbox", loaded: false)

        presenter.viewDidLoad()

        view.expect([
            display(fiveTabs, selection: .tab("inbox"), slot: 2, maxVisible: 3),
            .content("inbox"),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "inbox-icon", duration: .zero),
            .interaction(true),
        ])
    }

    @Test func viewDidLoad_inLandscapeRightToLeft_usesLandscapeMetricsAndMirroredSlots() throws {
        let layout = TabBarLayout(width: 600, orientation: .landscape, direction: .rtl)
        let (presenter, view, _) = try makeSUT(layout: layout, loaded: false)

        presenter.viewDidLoad()

        view.expect([
            display(selection: .tab("lessons"), slot: 0, layout: layout),
            .content("lessons"),
            .curve(from: 500, to: 500, radius: 25, duration: .zero),
            .circle(x: 500, y: 0, alpha: 1, diameter: 47, icon: "lessons-icon", duration: .zero),
            .interaction(true),
        ])
    }

    @Test func eventsBeforeViewDidLoad_sendNothingToTheView() throws {
        let (presenter, view, scheduler) = try makeSUT(loaded: false)

        presenter.didChangeTheme(.dark)
        presenter.setHidden(true)
        try presenter.didChangeLayout(TabBarLayout(width: 300))
        try presenter.setBadge("1", for: "archives")

        view.expectNoMessages()
        scheduler.expectNothingPending()
    }

    @Test func selectBeforeViewDidLoad_choosesTheSelectionViewDidLoadShows() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["search"], loaded: false)

        try presenter.select(.tab("search"), animated: true)
        view.expectNoMessages()

        presenter.viewDidLoad()
        view.expect([
            display(animated: ["search"], selection: .tab("search"), slot: 2),
            .content("search"),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
            .interaction(true),
        ])
        scheduler.expectNothingPending()
    }

    @Test func selectBeforeViewDidLoad_stillThrowsForAnUnknownTab() throws {
        let (presenter, view, _) = try makeSUT(loaded: false)

        #expect(throws: TabBarError.unknownTab("serch", suggestion: "search")) {
            try presenter.select(.tab("serch"))
        }
        view.expectNoMessages()
    }

    @Test func tapBeforeViewDidLoad_isRejectedUnavailable() throws {
        let (presenter, view, scheduler) = try makeSUT(loaded: false)

        presenter.didTap(slot: 1)

        view.expect([.rejected(.tab("archives"), reason: .unavailable)])
        scheduler.expectNothingPending()
    }
}
