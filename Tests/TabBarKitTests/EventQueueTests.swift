import TabBarKit
import TabBarRandom
import TabBarRendering
import TabBarTesting
import Testing

/// Every event goes through one queue (<doc:BehaviorContract#Re-entrancy>): each costs the same
/// however many wait; what waits when the owner lets go in a scheduled step never starts, and
/// the view is left interactive; an edit made while another event is handled is final
/// when it returns — done or thrown — and the view ends up showing the model, whether the model
/// is a value or a class.
@Suite(.tabBarChecks)
@MainActor
struct EventQueueTests {
    /// A view that owns its presenter, records every message and report, and hands each to
    /// `react` (which may call back into the presenter, or let go of it).
    private final class OwningView: TabBarMessageView {
        var presenter: TabBarPresenter?
        var messages: [TabBarMessage] = []
        var react: (TabBarMessage) -> Void = { _ in }

        func send(_ message: TabBarMessage) {
            messages.append(message)
            react(message)
        }
    }

    private func makeSUT(
        tabs: [Tab] = makeTabs(threeTabs, animated: ["archives"]), model: (any TabBarModel)? = nil,
        maxVisible: Int = 5, tapPolicy: TapPolicy = .defer
    ) throws -> (view: OwningView, scheduler: VirtualScheduler) {
        let view = OwningView()
        let scheduler = VirtualScheduler()
        let model = try model ?? DefaultTabBarModel(tabs: tabs, maxVisible: maxVisible)
        let presenter = try TabBarPresenter(
            model: model, tapPolicy: tapPolicy, view: WeakTabBarView(view), scheduler: scheduler)
        presenter.delegate = view
        view.presenter = presenter
        presenter.viewDidLoad()
        return (view, scheduler)
    }

    // MARK: - The queue stays linear

    /// How long one call takes whose first report queues `count` more events (taps on a slot
    /// that does not exist: each is one rejection).
    private func timeToHandle(_ count: Int) throws -> Duration {
        let (view, _) = try makeSUT()
        let presenter = try #require(view.presenter)
        var isQueued = false
        view.react = { message in
            guard !isQueued, case .report = message else { return }
            isQueued = true
            for _ in 0..<count { presenter.didTap(slot: 99) }
        }
        return ContinuousClock().measure { presenter.didTap(slot: 99) }
    }

    /// Four times the events take about four times as long (5× allowed, the faster of two runs
    /// each): with `removeFirst()` on an array they took fourteen times as long.
    @Test func eventsQueuedFromOneCallback_eachCostTheSame() throws {
        let small = try min(timeToHandle(100_000), timeToHandle(100_000))
        let large = try min(timeToHandle(400_000), timeToHandle(400_000))
        #expect(large <= small * 5, "100,000 events: \(small); 400,000: \(large)")
    }

    // MARK: - The owner lets go

    /// A view that calls back from the messages a presenter sends as it goes (`interaction true`,
    /// then what a choreography's pending timer sends as it runs) reaches nothing, and nothing the
    /// timer schedules then is kept.
    @Test func callingBackAsThePresenterGoes_startsNothing() throws {
        final class RepeatingTimer: TabBarChoreography {
            func activate(_ tab: Tab, on stage: ChoreographyStage) {
                stage.schedule(after: .seconds(1)) { stage in
                    stage.update(.content(.tab(tab.id)))
                    stage.schedule(after: .seconds(1)) { _ in }
                    stage.after(.seconds(1)) { _ in }
                }
            }
        }
        let view = OwningView()
        let scheduler = VirtualScheduler()
        view.presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: makeTabs(threeTabs)), view: WeakTabBarView(view),
            scheduler: scheduler, choreographies: StandardChoreographies.make() + [RepeatingTimer()])
        view.presenter?.viewDidLoad()
        view.presenter?.didTap(slot: 1)
        weak let presenter = view.presenter
        var calledBack = 0
        view.react = { _ in
            calledBack += 1
            presenter?.didTap(slot: 2)
        }

        view.presenter = nil

        // The unlock, then the timer, run as the presenter goes: their call-backs reach nothing,
        // and what the timer schedules is refused.
        #expect(calledBack == 2)
        #expect(
            Array(view.messages.suffix(2)) == [
                .update(.interaction(isEnabled: true)), .update(.content(.tab("archives"))),
            ])
        #expect(scheduler.pendingCount == 0)
    }

    /// One event the owner queues from inside a message before letting go.
    enum QueuedEvent: CaseIterable, Sendable {
        case tap, pick, shortcut, edit
    }

    /// Inside each message a tap's steps send (the circle's two at 0.2 s, `interaction true` at
    /// 0.4 s, the pulse's `false` at 1.5 s), the owner queues a tap, a pick, a shortcut or an edit
    /// and lets go: it never starts — no report, no `display`, no lock, no pulse — and the view
    /// is left interactive.
    @Test(arguments: QueuedEvent.allCases, 0..<4)
    func eventQueuedInAStepsMessage_beforeTheOwnerLetsGo_startsNothing(event: QueuedEvent, message: Int)
        throws
    {
        let (view, scheduler) = try makeSUT(
            tabs: makeTabs(fiveTabs, animated: ["archives"]), maxVisible: 3)
        weak let presenter = view.presenter
        view.presenter?.didTap(slot: 1)
        let releaseAt = view.messages.count + message
        var releasedAfter: Int?
        view.react = { _ in
            guard view.messages.count - 1 == releaseAt, let presenter = view.presenter else { return }
            switch event {
            case .tap: presenter.didTap(slot: 2)
            case .pick: presenter.didPick("inbox")
            case .shortcut: presenter.didPressShortcut(1)
            case .edit: try? presenter.remove("lessons")
            }
            view.presenter = nil
            releasedAfter = view.messages.count
        }

        scheduler.settle()

        let released = try #require(releasedAfter)
        #expect(presenter == nil)
        let after = view.messages[released...]
        #expect(!after.contains { if case .report = $0 { true } else { false } })
        #expect(!after.contains { $0.kind == "display" || $0 == .update(.interaction(isEnabled: false)) })
        #expect(Self.lastInteraction(in: view.messages) == .update(.interaction(isEnabled: true)))
        #expect(!after.contains(where: Self.isPulse))
    }

    // MARK: - Edits made while another event is handled

    /// Removed from `didReport(.selected)`, a tab is gone from the model when the call returns,
    /// and the view is told after the tap's own messages.
    @Test func editFromInsideAnEvent_isInTheModelWhenItReturns() throws {
        let (view, scheduler) = try makeSUT()
        let presenter = try #require(view.presenter)
        var wasGone = false
        view.react = { message in
            guard case .report(.selected) = message else { return }
            try? presenter.remove("search")
            wasGone = presenter.model.index(of: "search") == nil
        }

        presenter.didTap(slot: 1)
        scheduler.settle()

        #expect(wasGone)
        #expect(Self.lastDisplay(in: view.messages)?.tabs.map(\.id) == ["lessons", "archives"])
    }

    /// A badge set on a tab that an edit queued before it removed: it throws at once, instead of
    /// being reported done and then dropped.
    @Test func editAnEarlierEditMadeImpossible_throwsToItsCaller() throws {
        let (view, scheduler) = try makeSUT()
        let presenter = try #require(view.presenter)
        var thrown: TabBarError?
        view.react = { message in
            guard case .report(.selected) = message else { return }
            try? presenter.remove("search")
            do throws(TabBarError) { try presenter.setBadge("5", for: "search") } catch { thrown = error }
        }

        presenter.didTap(slot: 1)
        scheduler.settle()

        #expect(thrown != nil)
        #expect(Self.lastDisplay(in: view.messages)?.tabs == presenter.model.tabs)
    }

    /// A model that is a class: an edit from inside a message is applied once, and shown (it
    /// used to be applied by the check on a "copy", then dropped by the replay, unshown).
    @Test func editFromInsideAnEvent_withAClassModel_isShown() throws {
        let model = ClassModel(tabs: makeTabs(threeTabs, animated: ["archives"]))
        let (view, scheduler) = try makeSUT(model: model)
        let presenter = try #require(view.presenter)
        var thrown: TabBarError?
        var isEdited = false
        view.react = { message in
            // After the tap's `display`: only the edit's own messages can show it.
            guard !isEdited, case .animation(.curve) = message else { return }
            isEdited = true
            do throws(TabBarError) {
                try presenter.insert(makeTabs(["extra"])[0], at: 0)
                try presenter.setBadge("7", for: "lessons")
            } catch { thrown = error }
        }

        presenter.didTap(slot: 1)
        scheduler.settle()

        #expect(thrown == nil)
        #expect(model.tabs.map(\.id) == ["extra", "lessons", "archives", "search"])
        let shown = try #require(Self.lastDisplay(in: view.messages))
        #expect(shown.tabs == model.tabs)
        #expect(shown.selection == model.selection)
    }

    // MARK: - A randomised owner

    /// Random bars and policies; at any message the owner may call back (a tap, a pick, a
    /// shortcut, a selection, an edit) and may let go. When it let go: the presenter is gone,
    /// nothing reaches the view afterwards and the view is interactive; letting go in a
    /// scheduled step (or an event that step released), that event may finish, but no other
    /// starts: no report, no second `display` or lock. Otherwise the view shows the
    /// model, and every invariant holds.
    @Test(arguments: 0..<8)
    func ownerThatCallsBackOrLetsGoAtAnyMessage_leavesTheViewRight(seed: UInt64) throws {
        var random = SplitMix64(seed: 0x36_2026_1205 &+ seed)
        for run in 0..<150 {
            let ids = (0..<Int.random(in: 3...7, using: &random)).map { TabID(rawValue: "t\($0)") }
            let animated = Set(ids.filter { _ in Bool.random(using: &random) })
            let policy = [TapPolicy.defer, .drop, .interrupt].randomElement(using: &random)!
            let (view, scheduler) = try makeSUT(
                tabs: makeTabs(ids, animated: animated), maxVisible: Int.random(in: 3...5, using: &random),
                tapPolicy: policy)
            weak let presenter = view.presenter
            var draws = SplitMix64(seed: random.next())
            var callsLeft = 0
            var releasedAfter: Int?
            var inStep = false
            var releasedInStep = false
            var mayLetGo = true
            view.react = { _ in
                guard releasedAfter == nil, let presenter = view.presenter else { return }
                if callsLeft > 0, Int.random(in: 0..<4, using: &draws) == 0 {
                    callsLeft -= 1
                    Self.act(on: presenter, ids: ids, random: &draws)
                }
                if mayLetGo, Int.random(in: 0..<60, using: &draws) == 0 {
                    view.presenter = nil
                    releasedAfter = view.messages.count
                    releasedInStep = inStep
                }
            }
            for _ in 0..<30 where releasedAfter == nil {
                callsLeft = 2
                if Int.random(in: 0..<3, using: &random) == 0 {
                    inStep = true
                    scheduler.settle(limit: 1)
                    inStep = false
                } else if let presenter = view.presenter {
                    Self.act(on: presenter, ids: ids, random: &random)
                }
            }
            let context = "run \(run), seed \(seed), policy \(policy): \(view.messages.map(\.kind))"
            guard let released = releasedAfter else {
                callsLeft = 0
                mayLetGo = false
                scheduler.settle()
                let presenter = try #require(view.presenter)
                let shown = Self.lastDisplay(in: view.messages)
                try #require(shown?.tabs == presenter.model.tabs, "\(context)")
                try #require(shown?.selection == presenter.selection, "\(context)")
                let found = TabBarInvariants.violations(
                    presenter: presenter, messages: view.messages, scheduler: scheduler)
                try #require(found.isEmpty, "\(context): \(found)")
                continue
            }
            // Inside the owner's own call the presenter lives until that call returns (Swift keeps
            // what it calls alive); after it, nothing comes.
            let sent = view.messages.count
            scheduler.settle()
            try #require(presenter == nil, "\(context)")
            try #require(view.messages.count == sent, "\(context)")
            try #require(
                Self.lastInteraction(in: view.messages) != .update(.interaction(isEnabled: false)),
                "\(context)")
            if releasedInStep {
                let after = view.messages[released...]
                try #require(
                    !after.contains { if case .report = $0 { true } else { false } }
                        && after.count(where: { $0.kind == "display" }) <= 1
                        && after.count(where: { $0 == .update(.interaction(isEnabled: false)) }) <= 1,
                    "\(context)")
            }
        }
    }

    /// One random owner or user event.
    private static func act(on presenter: TabBarPresenter, ids: [TabID], random: inout SplitMix64) {
        let id = ids.randomElement(using: &random)!
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2: presenter.didTap(slot: Int.random(in: 0...5, using: &random))
        case 3: presenter.didPick(id)
        case 4: presenter.didPressShortcut(Int.random(in: 1...8, using: &random))
        case 5: try? presenter.select(.tab(id), animated: Bool.random(using: &random))
        case 6: try? presenter.remove(id)
        case 7:
            try? presenter.insert(
                makeTabs([TabID(rawValue: "n\(Int.random(in: 0..<4, using: &random))")])[0], at: 0)
        case 8: try? presenter.setEnabled(Bool.random(using: &random), for: id)
        default: try? presenter.setBadge(Bool.random(using: &random) ? "3" : nil, for: id)
        }
    }

    // MARK: - Reading the messages

    private static func lastDisplay(in messages: [TabBarMessage]) -> TabBarDisplay? {
        messages.lazy.compactMap { if case .display(let display) = $0 { display } else { nil } }.last
    }

    private static func lastInteraction(in messages: [TabBarMessage]) -> TabBarMessage? {
        messages.last { if case .update(.interaction) = $0 { true } else { false } }
    }

    /// Whether `message` starts a pulse (`hover` set to `true`).
    private static func isPulse(_ message: TabBarMessage) -> Bool {
        guard case .update(.input(let input)) = message else { return false }
        return input.name == IconAnimation.defaultInput && input.value == .bool(true)
    }
}

/// A model that is a class: copying it copies the reference, so an edit checked on a "copy"
/// changes the model itself.
private final class ClassModel: TabBarModel, @unchecked Sendable {
    var tabs: [Tab]
    let maxVisible = 5
    var selection: Selection

    init(tabs: [Tab]) {
        self.tabs = tabs
        selection = .tab(tabs[0].id)
    }
}

/// A tap looks up each tab it touches once: the tapped tab in the model's `select` and the
/// previous selection in the presenter, so a model without an index scans its tabs twice.
@Suite(.tabBarChecks)
@MainActor
struct TapLookupTests {
    /// A model that counts the calls of `index(of:)` (a linear scan, as the docs' smallest model).
    private struct CountingModel: TabBarModel {
        final class Counter: @unchecked Sendable { var calls = 0 }
        var tabs: [Tab]
        let maxVisible = 5
        var selection: Selection
        let counter = Counter()

        func index(of id: TabID) -> Int? {
            counter.calls += 1
            return tabs.firstIndex { $0.id == id }
        }
    }

    @Test(arguments: [false, true])
    func aTap_looksUpEachTabItTouchesOnce(animated: Bool) throws {
        let tabs = makeTabs(["a", "b", "c", "d"], animated: animated ? ["a", "b", "c", "d"] : [])
        let model = CountingModel(tabs: tabs, selection: .tab("a"))
        let view = TabBarViewSpy()
        view.exhaustivity = .off
        let presenter = try TabBarPresenter(model: model, view: view, scheduler: VirtualScheduler())
        presenter.viewDidLoad()
        model.counter.calls = 0

        presenter.didTap(slot: 2)

        #expect(presenter.selection == .tab("c"))
        #expect(model.counter.calls <= 2)
    }
}
