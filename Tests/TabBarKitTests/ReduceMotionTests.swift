import TabBarKit
import TabBarTesting
import Testing

/// Reduce Motion (<doc:BehaviorContract#Reduce-Motion>). Three tabs in a 390-point bar: lessons 65, archives 195,
/// search 325.
@Suite(.tabBarChecks)
@MainActor
struct ReduceMotionTests {
    @Test func tap_showsTheSelectionAtOnce_withoutLockOrInput() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(
            animated: ["archives"], tapPolicy: .defer, reduceMotion: true)
        presenter.didTap(slot: 1)
        view.expect([
            .selected(.tab("archives"), previous: .tab("lessons")),
            .feedback,
            display(animated: ["archives"], selection: .tab("archives"), slot: 1),
            .content("archives"),
            .curve(from: 65, to: 195, duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
        ])
        #expect(!presenter.isLocked)
        scheduler.expectNothingPending()
        // Never locked: the next tap is handled at once too.
        presenter.didTap(slot: 2)
        view.expect([
            .selected(.tab("search"), previous: .tab("archives")),
            .feedback,
            display(animated: ["archives"], selection: .tab("search"), slot: 2),
            .content("search"),
            .curve(from: 195, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
    }

    @Test func reselect_sendsOnlyReselected() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(animated: ["lessons"], reduceMotion: true)
        presenter.didTap(slot: 0)
        view.expect([.reselected(.tab("lessons"))])
        scheduler.expectNothingPending()
    }

    @Test func animatedSelectAndPick_areShownAtOnceToo() throws {
        let (presenter, view, _) = try makeMotionSUT(tabs: fiveTabs, maxVisible: 3, reduceMotion: true)
        try presenter.select(.more, animated: true)
        view.expect([
            display(fiveTabs, selection: .more, slot: 2, maxVisible: 3),
            .contentMore(["search", "inbox", "profile"]),
            .curve(from: 65, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "ellipsis", duration: .zero),
        ])
        presenter.didPick("inbox")
        view.expect([
            .selected(.tab("inbox"), previous: .more),
            .feedback,
            display(fiveTabs, selection: .tab("inbox"), slot: 2, maxVisible: 3),
            .content("inbox"),
            .curve(from: 325, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "inbox-icon", duration: .zero),
        ])
    }

    @Test func hideAndShow_areImmediate() throws {
        let (presenter, view, _) = try makeMotionSUT(reduceMotion: true)
        presenter.setHidden(true)
        presenter.setHidden(false)
        view.expect([
            .bar(BarVisibility(isHidden: true, duration: .zero)),
            display(selection: .tab("lessons"), slot: 0, hidden: true),
            .bar(BarVisibility(isHidden: false, duration: .zero)),
            display(selection: .tab("lessons"), slot: 0),
        ])
    }

    @Test func turnedOnMidAnimation_settlesLikeALayoutChange_thenHandlesTheDeferredTap() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(tapPolicy: .defer)
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        presenter.didTap(slot: 2)
        view.skipReceived()

        presenter.didChangeReduceMotion(true)

        view.expect([
            display(selection: .tab("archives"), slot: 1),
            .curve(from: 195, to: 195, duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: .zero),
            .interaction(true),
            .selected(.tab("search"), previous: .tab("archives")),
            .feedback,
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .curve(from: 195, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
        scheduler.expectNothingPending()
    }

    @Test func turnedOnMidAnimation_letsPendingIconResetsFire() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(animated: ["archives"])
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        presenter.didChangeReduceMotion(true)
        view.skipReceived()
        scheduler.advance(to: iconReset)
        view.expect([.input("archives", false)])
    }

    @Test func atRestOrUnchanged_sendsNothing() throws {
        let (presenter, view, scheduler) = try makeMotionSUT()
        presenter.didChangeReduceMotion(false)
        presenter.didChangeReduceMotion(true)
        presenter.didChangeReduceMotion(true)
        #expect(presenter.isMotionReduced)
        presenter.didChangeReduceMotion(false)
        #expect(!presenter.isMotionReduced)
        view.expectNoMessages()
        scheduler.expectNothingPending()
    }

    @Test func turnedOff_bringsTheWaveBack() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(tapPolicy: .defer, reduceMotion: true)
        presenter.didChangeReduceMotion(false)
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
        scheduler.settle()
        view.skipReceived()
    }

    @Test func beforeLoad_isRememberedForTheFirstSelection() throws {
        let view = TabBarViewSpy()
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: makeTabs(threeTabs)), view: view,
            scheduler: TestScheduler())
        presenter.didChangeReduceMotion(true)
        presenter.viewDidLoad()
        view.skipReceived()
        presenter.didTap(slot: 2)
        // The spy is not the delegate here: no report, only the view's messages (the haptic is one).
        view.expect([
            .feedback,
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .curve(from: 65, to: 325, duration: .zero),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
    }
}
