import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct TabBarInvariantsTests {
    private func makeSUT(animated: Bool = false) throws -> (
        TabBarPresenter, TabBarViewSpy, TestScheduler
    ) {
        let view = TabBarViewSpy()
        view.exhaustivity = .off  // these tests check the invariants, not each message
        let scheduler = TestScheduler()
        let tabs = ["lessons", "archives", "search"].map {
            Tab(id: TabID($0), title: $0, icon: "\($0)-icon", animation: animated ? IconAnimation() : nil)
        }
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        return (presenter, view, scheduler)
    }

    @Test func aPresenterAtEveryStepOfATap_keepsEveryInvariant() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: true)
        var violations = TabBarInvariants.violations(
            presenter: presenter, messages: view.messages, scheduler: scheduler)

        presenter.didTap(slot: 2)
        violations += TabBarInvariants.violations(
            presenter: presenter, messages: view.messages, scheduler: scheduler)
        for _ in 0..<8 {
            scheduler.advance(by: .milliseconds(200))
            violations += TabBarInvariants.violations(
                presenter: presenter, messages: view.messages, scheduler: scheduler)
        }

        #expect(violations == [])
    }

    @Test func aCircleLeftSunkWhileIdle_isReported() throws {
        let (presenter, view, scheduler) = try makeSUT()
        let sunk = TabBarMessage.circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: .zero)

        let violations = TabBarInvariants.violations(
            presenter: presenter, messages: view.messages + [sunk], scheduler: scheduler)

        #expect(
            violations == [
                "2 (resting): the circle ends at x 65 y 30 alpha 0 diameter 57 icon lessons-icon, "
                    + "expected x 65 y 0 alpha 1 diameter 57 icon lessons-icon"
            ])
    }

    @Test func aNaNOrAnXOutsideTheBar_isReported() throws {
        let (presenter, view, scheduler) = try makeSUT()
        let extra: [TabBarMessage] = [
            .curve(from: .nan, to: 65, duration: .zero),
            .circle(x: 400, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
            .circle(x: 65, y: 0, alpha: 1, icon: "lessons-icon", duration: .zero),
        ]

        let violations = TabBarInvariants.violations(
            presenter: presenter, messages: view.messages + extra, scheduler: scheduler)

        #expect(
            violations == [
                "6 (numbers): message 5: curve x nan lies outside [0, 390]",
                "6 (numbers): message 6: circle x 400 lies outside [0, 390]",
            ])
    }

    @Test func anInputLeftTrueOrResetTwice_isReported() throws {
        let (presenter, view, scheduler) = try makeSUT()

        let open = TabBarInvariants.violations(
            presenter: presenter, messages: view.messages + [.input("search", true)], scheduler: scheduler)
        let twice = TabBarInvariants.violations(
            presenter: presenter,
            messages: view.messages + [
                .input("search", true), .input("search", false), .input("search", false),
            ],
            scheduler: scheduler)

        #expect(
            open == ["4 (input): input search.hover was set true and nothing is scheduled to set it false"])
        #expect(twice == ["4 (input): message 7 sets search.hover false without a true since the last false"])
    }

    @Test func aDisplayOrContentOutOfStep_isReported() throws {
        let (presenter, view, scheduler) = try makeSUT()

        let violations = TabBarInvariants.violations(
            presenter: presenter, messages: view.messages + [.content("search")], scheduler: scheduler)

        #expect(violations == ["1 (selection): the content shows search, the selection is lessons"])
    }

    @Test func aLockedBarWithNothingToUnlockIt_isReported() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)

        // Checked against a scheduler that holds nothing, as if the presenter's steps were lost.
        let violations = TabBarInvariants.violations(
            presenter: presenter, messages: view.messages, scheduler: ImmediateScheduler())

        #expect(violations == ["5 (scheduling): the presenter tracks 2 step(s) but the scheduler holds 0"])
        scheduler.settle()
    }

    @Test func aCustomChoreography_keepsTheInvariantsThatHoldForAnyChoreography() throws {
        let view = TabBarViewSpy()
        view.exhaustivity = .off  // these tests check the invariants, not each message
        let scheduler = TestScheduler()
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: [
                Tab(id: "a", title: "A", icon: "a"), Tab(id: "b", title: "B", icon: "b"),
            ]),
            view: view, scheduler: scheduler, choreographies: [IconInputChoreography()])
        presenter.viewDidLoad()
        presenter.didTap(slot: 1)
        scheduler.settle()
        view.skipReceived()

        let all = TabBarInvariants.violations(
            presenter: presenter, messages: view.messages, scheduler: scheduler)
        let some = TabBarInvariants.violations(
            .anyChoreography, presenter: presenter, messages: view.messages, scheduler: scheduler)

        #expect(all == ["2 (resting): no curve was sent", "2 (resting): no circle was sent"])
        #expect(some == [])
    }

    @Test func aSelectedStateLeftTrueOnATabNoLongerSelected_isReported() throws {
        let view = TabBarViewSpy()
        let scheduler = TestScheduler()
        let tabs = ["lessons", "archives"].map {
            Tab(
                id: TabID($0), title: $0, icon: "\($0)-icon",
                animation: IconAnimation(selectedInput: "active", badgeInput: "count"))
        }
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.viewDidLoad()
        #expect(
            TabBarInvariants.violations(presenter: presenter, messages: view.messages, scheduler: scheduler)
                == [])

        // What a presenter that forgot the old tab's `false` would have sent, and a stray badge.
        let messages =
            view.messages.filter { $0 != .input("lessons", true, name: "active") }
            + [.input("archives", true, name: "active"), .input("lessons", 4, name: "count")]

        #expect(
            TabBarInvariants.violations(
                .iconStates, presenter: presenter, messages: messages, scheduler: scheduler) == [
                    "7 (icon state): the last lessons.active sent is false, but the tab is the selection",
                    "7 (icon state): the last lessons.count sent is 4, but the badge's number is 0",
                    "7 (icon state): the last archives.active sent is true, but the tab is not the selection",
                ])
        view.skipReceived()
    }

    @Test func aSelectedStateIsNotAPulse_soItNeedsNoFalse() throws {
        let view = TabBarViewSpy()
        let scheduler = TestScheduler()
        let tabs = [
            Tab(id: "lessons", title: "L", icon: "l", animation: IconAnimation(selectedInput: "active"))
        ]
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.viewDidLoad()

        #expect(view.messages.contains(.input("lessons", true, name: "active")))
        #expect(
            TabBarInvariants.violations(presenter: presenter, messages: view.messages, scheduler: scheduler)
                == [])
        view.skipReceived()
    }
}
