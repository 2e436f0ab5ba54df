import TabBarKit
import TabBarRendering
import TabBarScript
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct ScriptRunnerTests {
    private func makeSUT(configuration: TabBarConfiguration = makeConfiguration()) throws -> (
        ScriptRunner, TabBarRecorder, VirtualScheduler
    ) {
        let renderer = TabBarRecorder()
        let scheduler = VirtualScheduler()
        let runner = try ScriptRunner(configuration: configuration, renderer: renderer, scheduler: scheduler)
        return (runner, renderer, scheduler)
    }

    private func run(_ text: String) throws -> (ScriptRunner, TabBarRecorder, VirtualScheduler) {
        let (runner, renderer, scheduler) = try makeSUT()
        let script = try ScriptParser.parse(text, source: "script", configuration: makeConfiguration())
        runner.run(script)
        return (runner, renderer, scheduler)
    }

    @Test func tapScript_rendersWhatThePresenterSends() throws {
        let (_, renderer, scheduler) = try run(
            "tap archives; wait 0.1; tap search; wait 0.5; tap more; pick settings")

        // The same events, driven straight into a presenter with a spy view.
        let spyScheduler = VirtualScheduler()
        let spy = TabBarViewSpy()
        let presenter = try TabBarPresenter(
            configuration: makeConfiguration(), view: spy, scheduler: spyScheduler)
        presenter.delegate = spy
        presenter.viewDidLoad()
        presenter.didTap(.tab("archives"))
        spyScheduler.advance(by: .milliseconds(100))
        presenter.didTap(.tab("search"))
        spyScheduler.advance(by: .milliseconds(500))
        presenter.didTap(.more)
        presenter.didPick("settings")
        spyScheduler.settle()

        #expect(renderer.messages == spy.messages)
        spy.skipReceived()  // compared whole, just above
        #expect(renderer.messages.contains(.selected(.tab("archives"), previous: .tab("lessons"))))
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.now == spyScheduler.now)
        let times = renderer.events.map(\.time)
        #expect(times == times.sorted(), "events arrive in time order")
        let firstUnlock = renderer.events.first {
            $0.message == .interaction(isEnabled: true) && $0.time > .zero
        }
        #expect(firstUnlock?.time == .milliseconds(400))
    }

    @Test func selectOfDisabledTab_isRejectedDisabled() throws {
        let (runner, renderer, _) = try run("wait 1; select inbox")
        #expect(
            renderer.events.last
                == TabBarEvent(time: .seconds(1), message: .rejected(.tab("inbox"), reason: .disabled)))
        #expect(runner.presenter.selection == .tab("lessons"))
    }

    @Test func veto_rejectsTheTapUntilUnvetoed() throws {
        let (runner, renderer, _) = try run("veto archives; tap archives")
        #expect(renderer.messages.last == .rejected(.tab("archives"), reason: .vetoed))
        #expect(runner.vetoes == [.tab("archives")])
        runner.perform(.unveto(.tab("archives")))
        runner.perform(.tap(.tab("archives")))
        #expect(renderer.messages.contains(.selected(.tab("archives"), previous: .tab("lessons"))))
        #expect(runner.vetoes.isEmpty)
    }

    @Test func changesTheModelRefuses_areRejectedInvalid() throws {
        let (_, renderer, _) = try run(
            "remove search; badge search 5; insert 0 archives \"A\" a; insert 9 news \"N\" n; select search")
        #expect(
            renderer.messages.suffix(4) == [
                .rejected(.tab("search"), reason: .invalid), .rejected(.tab("archives"), reason: .invalid),
                .rejected(.tab("news"), reason: .invalid), .rejected(.tab("search"), reason: .invalid),
            ])
    }

    @Test func disablingTheLastEnabledTab_isRejectedInvalid() throws {
        let configuration = TabBarConfiguration(tabs: [
            Tab(id: "a", title: "A", icon: "a"), Tab(id: "b", title: "B", icon: "b", isEnabled: false),
        ])
        let (runner, renderer, _) = try makeSUT(configuration: configuration)
        let script = try ScriptParser.parse(
            "disable a; select more", source: "script", configuration: configuration)
        runner.run(script)
        #expect(
            renderer.messages.suffix(2) == [
                .rejected(.tab("a"), reason: .invalid), .rejected(.more, reason: .unavailable),
            ])
    }

    @Test func resizeWithoutOrientation_keepsTheCurrentOne() throws {
        let (runner, _, _) = try run("resize 844 landscape; resize 600")
        #expect(runner.presenter.layout == TabBarLayout(width: 600, orientation: .landscape))
    }

    @Test func insertedTab_canBeTapped() throws {
        let (runner, renderer, _) = try run("insert 1 news \"News\" newspaper; tap news")
        #expect(runner.presenter.selection == .tab("news"))
        #expect(renderer.messages.contains(.selected(.tab("news"), previous: .tab("lessons"))))
    }

    @Test func run_settlesEveryPendingStep() throws {
        let (runner, _, scheduler) = try run("tap archives")
        #expect(scheduler.pendingCount == 0)
        #expect(runner.presenter.pendingStepCount == 0)
        #expect(scheduler.now == .milliseconds(1500), "the icon reset fired last")
    }

    @Test func play_runsOnAFreshSchedulerAndFinishes() throws {
        let renderer = TabBarRecorder()
        let script = try ScriptParser.parse(
            "tap archives", source: "script", configuration: makeConfiguration())
        try ScriptRunner.play(script, configuration: makeConfiguration(), renderer: renderer)
        #expect(renderer.finishCount == 1)
        #expect(
            renderer.events.last?.message == .input(IconInput(tab: "archives", name: "hover", value: false)))
    }

    @Test func tenThousandTaps_run() throws {
        let text = String(repeating: "tap archives; wait 0.5; tap lessons; wait 0.5\n", count: 5_000)
        let (runner, renderer, scheduler) = try run(text)
        #expect(runner.presenter.selection == .tab("lessons"))
        #expect(scheduler.now == .milliseconds(5_000_000 + 1_000))
        #expect(
            renderer.messages.filter { if case .report(.selected) = $0 { true } else { false } }.count
                == 10_000)
    }
}

/// `run(_:)` plays in virtual time only: on a real clock it leaves time to the caller.
@MainActor
@Test func run_onARealClock_playsNothingAndSaysSo() throws {
    let configuration = TabBarConfiguration(tabs: [
        Tab(id: "lessons", title: "Lessons", icon: "academic-cap"),
        Tab(id: "archives", title: "Archives", icon: "archive-box"),
    ])
    let script = try ScriptParser.parse(
        "tap archives; wait 1", source: "script", configuration: configuration)
    let recorder = TabBarRecorder()
    let runner = try ScriptRunner(
        configuration: configuration, renderer: recorder, scheduler: ContinuousClockScheduler())
    #expect(runner.run(script) == false)
    #expect(recorder.events.isEmpty)
}
