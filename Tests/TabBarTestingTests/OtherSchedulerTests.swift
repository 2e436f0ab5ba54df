import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct ImmediateSchedulerTests {
    @Test func run_runsAtOnceWithTimeStandingStill() {
        let scheduler = ImmediateScheduler()
        var ran: [String] = []

        scheduler.schedule(after: .seconds(10)) { ran.append("step") }
        scheduler.run()

        #expect(ran == ["step"])
        #expect(scheduler.now == .zero)
    }

    @Test func schedule_neverRunsTheStepBeforeItReturns() {
        let scheduler = ImmediateScheduler()
        var ran: [String] = []

        scheduler.schedule(after: .zero) { ran.append("step") }

        #expect(ran.isEmpty)
        #expect(scheduler.pendingCount == 1)
    }

    @Test func run_runsStepsInTheOrderScheduledWhateverTheirDelays() {
        let scheduler = ImmediateScheduler()
        var ran: [String] = []

        scheduler.schedule(after: .seconds(2)) { ran.append("first") }
        scheduler.schedule(after: .seconds(1)) { ran.append("second") }
        scheduler.run()

        #expect(ran == ["first", "second"])
    }

    @Test func stepsScheduledByAStep_runAfterItFinishes() {
        let scheduler = ImmediateScheduler()
        var ran: [String] = []

        scheduler.schedule(after: .zero) {
            ran.append("outer starts")
            scheduler.schedule(after: .zero) { ran.append("inner") }
            ran.append("outer ends")
        }
        scheduler.run()

        #expect(ran == ["outer starts", "outer ends", "inner"])
    }

    @Test func cancelOfAFinishedStep_isANoOp() {
        let scheduler = ImmediateScheduler()
        let token = scheduler.schedule(after: .zero) {}
        scheduler.run()

        scheduler.cancel(token)

        #expect(scheduler.pendingCount == 0)
    }

    @Test func cancelOfAWaitingStep_keepsItFromRunning() {
        let scheduler = ImmediateScheduler()
        var ran: [String] = []
        let token = scheduler.schedule(after: .zero) { ran.append("cancelled") }
        scheduler.schedule(after: .zero) { ran.append("kept") }

        scheduler.cancel(token)
        scheduler.run()

        #expect(ran == ["kept"])
    }

    @Test func run_stopsAfterTheLimitWhenAStepReschedulesItselfForever() {
        let scheduler = ImmediateScheduler()
        func again() { scheduler.schedule(after: .zero) { again() } }
        again()

        #expect(!scheduler.run(limit: 100))
        #expect(scheduler.pendingCount == 1)
    }

    @Test func presenterOnAnImmediateScheduler_reachesTheEndStateAtOnce() throws {
        let view = TabBarViewSpy()
        let tabs = [
            Tab(id: "lessons", title: "Lessons", icon: "book"),
            Tab(id: "search", title: "Search", icon: "magnifier", animation: IconAnimation()),
        ]
        let scheduler = ImmediateScheduler()
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        view.skipReceived()

        presenter.didTap(slot: 1)
        scheduler.run()

        view.expect([
            .selected(.tab("search"), previous: .tab("lessons")),
            .feedback,
            .display(try #require(view.lastDisplay)),
            .content("search"),
            .interaction(false),
            .curve(from: 97.5, to: 292.5, duration: .milliseconds(400)),
            .circle(x: 97.5, y: 30, alpha: 0, icon: "book", duration: .milliseconds(200)),
            // The tap's own messages come first; the scheduled steps wait for `run()`.
            .input("search", true),
            .circle(x: 292.5, y: 30, alpha: 0, icon: "magnifier", duration: .zero),
            .circle(x: 292.5, y: 0, alpha: 1, icon: "magnifier", duration: .milliseconds(200)),
            // Time stands still, so steps run in the order they are scheduled: the unlock is
            // scheduled before the icon's reset (they tie on a virtual clock when the icon's
            // duration is 0.4 s, and the behaviour contract lists `interaction true` first).
            .interaction(true),
            .input("search", false),
        ])
        #expect(presenter.pendingStepCount == 0)
        #expect(
            TabBarInvariants.violations(
                presenter: presenter, messages: view.messages, scheduler: ImmediateScheduler()
            )
            .isEmpty)
    }
}

@Suite(.tabBarChecks)
@MainActor
struct UnimplementedSchedulerTests {
    @Test func schedule_recordsAnIssueAndNeverRunsTheStep() {
        let scheduler = UnimplementedScheduler()
        var ran = false

        withKnownIssue {
            scheduler.schedule(after: .milliseconds(200)) { ran = true }
        } matching: { issue in
            text(of: issue) == """
                UnimplementedScheduler.schedule(after: 0.2s) was called.

                To fix, inject a TestScheduler and advance it, or make sure this code path schedules nothing.
                """
        }
        #expect(!ran)
    }

    @Test func now_recordsAnIssue() {
        let scheduler = UnimplementedScheduler()

        withKnownIssue {
            #expect(scheduler.now == .zero)
        } matching: { issue in
            text(of: issue).hasPrefix("UnimplementedScheduler.now was read.")
        }
    }

    @Test func cancelOfAStepItScheduled_isNotReportedTwice() throws {
        let scheduler = UnimplementedScheduler()
        var token: ScheduledToken?
        withKnownIssue {
            token = scheduler.schedule(after: .zero) {}
        } matching: { issue in
            text(of: issue).hasPrefix("UnimplementedScheduler.schedule(after: 0s) was called.")
        }

        scheduler.cancel(try #require(token))
    }

    @Test func cancelOfAnythingElse_recordsAnIssue() {
        let scheduler = UnimplementedScheduler()

        withKnownIssue {
            scheduler.cancel(ScheduledToken(rawValue: 1))
        } matching: { issue in
            text(of: issue) == "UnimplementedScheduler.cancel(_:) was called. To fix, inject a TestScheduler."
        }
    }

    @Test func presenterThatOnlyRestsAndRejects_neverTouchesTheScheduler() throws {
        let view = TabBarViewSpy()
        view.exhaustivity = .off  // about the scheduler, not the messages
        let tabs = [
            Tab(id: "lessons", title: "Lessons", icon: "book"), Tab(id: "search", title: "Search", icon: "s"),
        ]
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: UnimplementedScheduler())
        presenter.delegate = view

        presenter.viewDidLoad()
        presenter.didTap(slot: 5)
        presenter.didTap(slot: 0)
        try presenter.select(.tab("search"))
        try presenter.didChangeLayout(TabBarLayout(width: 300))

        #expect(presenter.selection == .tab("search"))
    }

    @Test func presenterThatAnimates_isCaughtTouchingTheScheduler() throws {
        let view = TabBarViewSpy()
        view.exhaustivity = .off  // about the scheduler, not the messages
        let tabs = [
            Tab(id: "lessons", title: "Lessons", icon: "book"), Tab(id: "search", title: "Search", icon: "s"),
        ]
        var presenter: TabBarPresenter? = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: UnimplementedScheduler())
        presenter?.viewDidLoad()

        withKnownIssue {
            presenter?.didTap(slot: 1)
            // Dropping it here cancels its steps, which the scheduler reports too.
            presenter = nil
        } matching: { issue in
            text(of: issue).hasPrefix("UnimplementedScheduler.schedule(after: 0.2s) was called.")
                || text(of: issue).hasPrefix("UnimplementedScheduler.schedule(after: 0.4s) was called.")
                || text(of: issue).hasPrefix("UnimplementedScheduler.cancel(_:) was called.")
                // The moving wave's send time: where the dip is, should a tap interrupt it (<doc:BehaviorContract#Where-the-bar-is-at-an-instant>).
                || text(of: issue).hasPrefix("UnimplementedScheduler.now was read.")
        }
    }
}
