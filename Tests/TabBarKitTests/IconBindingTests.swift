import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// The icon bindings (<doc:BehaviorContract#Bindings>): `selectedInput` (a boolean state),
/// `tapTrigger` (a trigger), `badgeInput` (a number) beside the `hover` pulse, and
/// `didAttachIcon(_:)`, which sends one icon's state again.
@Suite(.tabBarChecks)
@MainActor
struct IconBindingTests {
    /// A tab with all four bindings: `hover` (pulse), `active`, `tap`, `count`.
    static func rive(_ id: TabID, badge: TabBadge? = nil) -> Tab {
        Tab(
            id: id, title: id.rawValue.capitalized, icon: "\(id)-icon", badge: badge,
            animation: IconAnimation(selectedInput: "active", tapTrigger: "tap", badgeInput: "count"))
    }

    static let tabs = [
        rive("lessons"), rive("inbox", badge: "3"), Tab(id: "search", title: "Search", icon: "search-icon"),
    ]

    func makeSUT(
        tabs: [Tab] = tabs, maxVisible: Int = 5, tapPolicy: TapPolicy = .defer, reduceMotion: Bool = false,
        loaded: Bool = true
    ) throws -> (presenter: TabBarPresenter, view: TabBarViewSpy, scheduler: TestScheduler) {
        let scheduler = TestScheduler()
        let view = TabBarViewSpy(scheduler: scheduler)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(
                tabs: tabs, maxVisible: maxVisible, tapPolicy: tapPolicy, reduceMotion: reduceMotion),
            view: view, scheduler: scheduler)
        presenter.delegate = view
        if loaded {
            presenter.viewDidLoad()
            view.skipReceived()
        }
        return (presenter, view, scheduler)
    }

    // MARK: - Start

    @Test func viewDidLoad_sendsTheSelectedStateThenEveryNonZeroBadgeRightAfterContent() throws {
        let (presenter, view, scheduler) = try makeSUT(loaded: false)

        presenter.viewDidLoad()

        view.expect([
            .display(try #require(view.lastDisplay)), .content("lessons"),
            .input("lessons", true, name: "active"), .input("inbox", 3, name: "count"),
            .curve(from: 65, to: 65, duration: .zero),
            .circle(x: 65, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero), .interaction(true),
        ])
        scheduler.expectNothingPending()
    }

    // MARK: - A user's tap

    @Test func tapOnAnotherTab_sendsTheStatesAfterContentAndTheTriggerRightBeforeThePulse() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(slot: 1)

        view.expect([
            .selected(.tab("inbox"), previous: .tab("lessons")), .feedback,
            .display(try #require(view.lastDisplay)),
            .content("inbox"), .input("lessons", false, name: "active"),
            .input("inbox", true, name: "active"),
            .interaction(false), .curve(from: 65, to: 195, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
            .input("inbox", .trigger, name: "tap"), .input("inbox", true),
        ])
        scheduler.settle()
        view.expect(events: [.at(iconReset, .input("inbox", false))], kinds: ["input"])
    }

    @Test func tapOnTheSelectedTab_firesTheTriggerAndThePulseButNoState() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(slot: 0)

        view.expect([
            .reselected(.tab("lessons")), .input("lessons", .trigger, name: "tap"), .input("lessons", true),
        ])
        scheduler.settle()
        view.expect([.input("lessons", false)])
    }

    @Test func tapOnATabWithoutAnimation_sendsNoTriggerAndTheOldTabsStateFalse() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(slot: 2)
        scheduler.settle()

        view.expect(events: [.at(.zero, .input("lessons", false, name: "active"))], kinds: ["input"])
    }

    @Test func pickFromMore_countsTheOverflowTabAsSelectedAndMoreAsNoTab() throws {
        let tabs =
            [Tab(id: "home", title: "Home", icon: "h"), Tab(id: "news", title: "News", icon: "n")]
            + Self.tabs
        let (presenter, view, scheduler) = try makeSUT(tabs: tabs, maxVisible: 3)

        presenter.didTap(.more)
        scheduler.settle()
        presenter.didPick("inbox")
        scheduler.settle()
        presenter.didTap(.more)  // back to the list: inbox is no longer the selection
        scheduler.settle()

        view.expect(
            events: [
                .at(wave, .input("inbox", true, name: "active")),
                .at(wave, .input("inbox", .trigger, name: "tap")), .at(wave, .input("inbox", true)),
                .at(wave + iconReset, .input("inbox", false)),
                .at(wave + iconReset, .input("inbox", false, name: "active")),
            ], kinds: ["input"])
    }

    @Test func deferredTap_sendsItsStatesAndTriggerWhenHandled() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.didTap(slot: 0)
        scheduler.advance(by: wave)

        view.expect(
            events: [
                .at(wave, .input("inbox", false, name: "active")),
                .at(wave, .input("lessons", true, name: "active")),
                .at(wave, .input("lessons", .trigger, name: "tap")), .at(wave, .input("lessons", true)),
            ], kinds: ["input"])
        scheduler.settle()
        view.skipReceived()
    }

    @Test func interruptingTap_sendsTheStatesRightAfterItsContent() throws {
        let (presenter, view, scheduler) = try makeSUT(tapPolicy: .interrupt)
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(100))
        view.skipReceived()

        presenter.didTap(slot: 0)

        let received = Array(view.unchecked)
        view.skipReceived()
        let content = try #require(received.firstIndex(of: .content("lessons")))
        #expect(
            Array(received[(content + 1)...(content + 2)]) == [
                .input("inbox", false, name: "active"), .input("lessons", true, name: "active"),
            ])
        #expect(received.suffix(2) == [.input("lessons", .trigger, name: "tap"), .input("lessons", true)])
        scheduler.settle()
        view.skipReceived()
    }

    // MARK: - Selections in code, Reduce Motion

    @Test func programmaticSelection_sendsTheStatesButNoTriggerOrPulse() throws {
        let (presenter, view, scheduler) = try makeSUT()

        try presenter.select(.tab("inbox"), animated: true)
        scheduler.settle()
        try presenter.select(.tab("lessons"))

        view.expect(
            events: [
                .at(.zero, .input("lessons", false, name: "active")),
                .at(.zero, .input("inbox", true, name: "active")),
                .at(wave, .input("inbox", false, name: "active")),
                .at(wave, .input("lessons", true, name: "active")),
            ], kinds: ["input"])
    }

    @Test func reduceMotion_sendsTheStatesButNoTriggerOrPulse() throws {
        let (presenter, view, scheduler) = try makeSUT(reduceMotion: true)

        presenter.didTap(slot: 1)
        presenter.didTap(slot: 1)

        view.expect([
            .selected(.tab("inbox"), previous: .tab("lessons")), .feedback,
            .display(try #require(view.lastDisplay)),
            .content("inbox"), .input("lessons", false, name: "active"),
            .input("inbox", true, name: "active"),
            .curve(from: 65, to: 195, duration: .zero),
            .circle(x: 195, y: 0, alpha: 1, icon: "inbox-icon", duration: .zero),
            .reselected(.tab("inbox")),
        ])
        scheduler.expectNothingPending()
    }

    // MARK: - Badges

    @Test func badgeChange_sendsTheNumberRightAfterDisplayWhenItChanges() throws {
        let (presenter, view, _) = try makeSUT()

        try presenter.setBadge("100", for: "inbox")  // not capped: the count itself
        try presenter.setBadge("0100", for: "inbox")  // the same number: display only
        try presenter.setBadge("new", for: "inbox")  // text: 1
        try presenter.setBadge("2147483648", for: "inbox")  // past 2³¹−1: text, still 1
        try presenter.setBadge(nil, for: "inbox")  // none: 0
        try presenter.setBadge("7", for: "search")  // no binding: display only

        func display(_ badge: TabBadge?, _ search: TabBadge? = nil) -> TabBarMessage {
            var tabs = Self.tabs
            tabs[1].badge = badge
            tabs[2].badge = search
            return .display(
                TabBarDisplay(
                    tabs: tabs, maxVisible: 5, selection: .tab("lessons"), selectedSlot: 0,
                    layout: TabBarLayout(),
                    theme: .light, isHidden: false))
        }
        view.expect([
            display("100"), .input("inbox", 100, name: "count"), display("0100"), display("new"),
            .input("inbox", 1, name: "count"), display("2147483648"), display(nil),
            .input("inbox", 0, name: "count"), display(nil, "7"),
        ])
    }

    @Test func badgeNumber_followsTheContract() {
        let numbers = [nil, "", "0", "007", "99", "2147483647", "2147483648", "9+", "-1", "١٢"].map {
            Tab(id: "a", title: "A", icon: "a", badge: $0).badgeNumber
        }
        #expect(numbers == [0, 0, 0, 7, 99, 2_147_483_647, 1, 1, 1, 1])
    }

    // MARK: - Tab list changes

    @Test func removingTheSelectedTab_sendsNoFalseForItButTrueForTheNewSelection() throws {
        let tabs = [Tab(id: "home", title: "Home", icon: "h")] + Self.tabs
        let (presenter, view, scheduler) = try makeSUT(tabs: tabs)
        presenter.didTap(slot: 1)  // lessons
        scheduler.advance(by: wave)
        view.skipReceived()

        try presenter.remove("lessons")
        scheduler.settle()

        // Home has no binding; lessons is gone, so nothing but its pending pulse reset.
        view.expect(events: [.at(iconReset, .input("lessons", false))], kinds: ["input"])

        try presenter.remove("home")  // the selection moves to lessons' successor, inbox
        view.expect(events: [.at(iconReset, .input("inbox", true, name: "active"))], kinds: ["input"])
    }

    @Test func insertingABadgedTab_sendsItsNumber_andANewBindingOfTheSelectedTabItsState() throws {
        let (presenter, view, _) = try makeSUT()

        try presenter.insert(Self.rive("mail", badge: "5"), at: 3)
        view.expect(events: [.at(.zero, .input("mail", 5, name: "count"))], kinds: ["input"])

        var tabs = presenter.model.tabs
        tabs[0].animation?.selectedInput = "on"
        try presenter.replaceTabs(tabs)
        view.expect(events: [.at(.zero, .input("lessons", true, name: "on"))], kinds: ["input"])
    }

    @Test func insertingAndRemovingTabsBesideTheSelection_sendsOnlyTheNewTabsOwnStates() throws {
        let (presenter, view, _) = try makeSUT()

        try presenter.insert(Self.rive("mail"), at: 0)  // badge 0: nothing to send
        try presenter.remove("inbox")  // not selected: its icon goes, nothing is sent
        try presenter.insert(Self.rive("news", badge: "dot"), at: 1)  // text: the number 1

        view.expect(events: [.at(.zero, .input("news", 1, name: "count"))], kinds: ["input"])
    }

    @Test func layoutAndThemeChanges_sendNoIconInput() throws {
        let (presenter, view, _) = try makeSUT()

        try presenter.didChangeLayout(TabBarLayout(width: 320))
        presenter.didChangeTheme(.dark)

        view.expect(events: [], kinds: ["input"])
    }

    // MARK: - Attach

    @Test func attach_sendsTheTabsStatesThenThePendingPulseWithoutReschedulingIt() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(500))
        view.skipReceived()

        presenter.didAttachIcon("inbox")

        view.expect([
            .input("inbox", true, name: "active"), .input("inbox", 3, name: "count"), .input("inbox", true),
        ])
        scheduler.advance(to: iconReset)
        view.expect([.input("inbox", false)])

        presenter.didAttachIcon("lessons")
        view.expect([.input("lessons", false, name: "active"), .input("lessons", 0, name: "count")])
        scheduler.expectNothingPending()
    }

    @Test func attachUnderReduceMotion_sendsTheStatesButNotThePulse() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 0)
        presenter.didChangeReduceMotion(true)
        view.skipReceived()

        presenter.didAttachIcon("lessons")

        view.expect([.input("lessons", true, name: "active"), .input("lessons", 0, name: "count")])
        scheduler.settle()
        view.expect([.input("lessons", false)])  // the pending reset still fires
    }

    @Test func attach_ofAnUnknownTabATabWithoutAnimationOrBeforeLoad_sendsNothing() throws {
        let (presenter, view, _) = try makeSUT()
        presenter.didAttachIcon("nope")
        presenter.didAttachIcon("search")
        view.expectNoMessages()

        let (unloaded, unloadedView, _) = try makeSUT(loaded: false)
        unloaded.didAttachIcon("lessons")
        unloadedView.expectNoMessages()
    }

    @Test func attach_aftersEveryEventKeepsTheLastSelectedStateTrue() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        presenter.didAttachIcon("lessons")
        scheduler.settle()

        #expect(
            TabBarInvariants.violations(presenter: presenter, messages: view.messages, scheduler: scheduler)
                == [])
        view.skipReceived()
    }

    // MARK: - Validation

    @Test func bindings_mustHaveDistinctNonEmptyNames_theDefaultHoverIncluded() {
        func tab(_ animation: IconAnimation) -> Tab {
            Tab(id: "a", title: "A", icon: "a", animation: animation)
        }
        #expect(throws: TabBarError.duplicateBindingName("a", name: "hover")) {
            try TabBarConfiguration(tabs: [tab(IconAnimation(selectedInput: "hover"))]).validate()
        }
        #expect(throws: TabBarError.duplicateBindingName("a", name: "x")) {
            try TabBarConfiguration(tabs: [tab(IconAnimation(tapTrigger: "x", badgeInput: "x"))]).validate()
        }
        #expect(throws: TabBarError.emptyBindingName("a", key: "tapTrigger")) {
            try TabBarConfiguration(tabs: [tab(IconAnimation(tapTrigger: ""))]).validate()
        }
        #expect(throws: TabBarError.emptyBindingName("a", key: "input")) {
            try TabBarConfiguration(tabs: [tab(IconAnimation(input: ""))]).validate()
        }
        #expect(
            TabBarError.duplicateBindingName("a", name: "hover").description
                == "animation of tab 'a' binds the name 'hover' twice; give input, selectedInput, tapTrigger and "
                + "badgeInput distinct names")
    }
}
