import TabBarKit
import TabBarRandom
import TabBarRendering
import TabBarTesting
import Testing

/// Ownership (<doc:BehaviorContract#Architecture>): once the owner lets go of the presenter, nothing
/// new starts — a request that waited for the lock, or a later step, is not handled — and what it
/// had started is either finished or the view is left interactive (`interaction true` as it goes).
@Suite(.tabBarChecks)
@MainActor
struct OwnerReleaseTests {
    /// A view that owns its presenter, records every message and report, and lets go of the
    /// presenter when the message numbered `releaseAt` (counting from 0) arrives.
    private final class OwningView: TabBarMessageView {
        var presenter: TabBarPresenter?
        var messages: [TabBarMessage] = []
        var releaseAt = Int.max
        /// How many messages had arrived when the owner let go (the releasing one included).
        var releasedAfter: Int?
        /// What the view asks of the presenter as it lets go (queued: an event is being handled).
        var whileLettingGo: @MainActor (TabBarPresenter?) -> Void = { _ in }
        /// Whether the owner calls `invalidate()` before letting go.
        var invalidates = false

        func send(_ message: TabBarMessage) {
            messages.append(message)
            if messages.count - 1 == releaseAt {
                whileLettingGo(presenter)
                if invalidates { presenter?.invalidate() }
                presenter = nil
                releasedAfter = messages.count
            }
        }
    }

    private func makeSUT(
        tabs: [Tab], maxVisible: Int = 5, tapPolicy: TapPolicy = .defer, reduceMotion: Bool = false
    ) throws -> (view: OwningView, scheduler: VirtualScheduler) {
        let view = OwningView()
        let scheduler = VirtualScheduler()
        let configuration = TabBarConfiguration(
            tabs: tabs, maxVisible: maxVisible, tapPolicy: tapPolicy, reduceMotion: reduceMotion)
        let presenter = try TabBarPresenter(
            configuration: configuration, view: WeakTabBarView(view), scheduler: scheduler)
        presenter.delegate = view
        view.presenter = presenter
        presenter.viewDidLoad()
        return (view, scheduler)
    }

    @Test func ownerLettingGoAtTheUnlock_leavesADeferredTapUnhandled() throws {
        let (view, scheduler) = try makeSUT(tabs: makeTabs(threeTabs, animated: ["search"]))
        weak let presenter = view.presenter
        view.presenter?.didTap(slot: 1)
        view.presenter?.didTap(slot: 2)  // deferred
        view.releaseAt = view.messages.count + 2  // the circle's two messages at 0.2 s, then the unlock

        scheduler.advance(by: .milliseconds(400))

        #expect(presenter == nil)
        #expect(Array(view.messages.suffix(3)).map(\.kind) == ["circle", "circle", "interaction"])
        #expect(view.messages.last == .update(.interaction(isEnabled: true)))
        scheduler.settle()
        #expect(view.messages.count == view.releasedAfter)
    }

    @Test func ownerLettingGoMidAnimation_leavesTheViewInteractive() throws {
        let (view, scheduler) = try makeSUT(tabs: makeTabs(threeTabs, animated: ["archives"]))
        view.releaseAt = view.messages.count + 4  // the tap's `interaction(false)`
        view.presenter?.didTap(slot: 1)

        #expect(view.presenter == nil)
        // Unlocked as it goes, and the pulse the tap started is reset at once.
        #expect(
            Array(view.messages.suffix(2)) == [
                .update(.interaction(isEnabled: true)),
                .update(.input(IconInput(tab: "archives", name: "hover", value: false))),
            ])
        let count = view.messages.count
        scheduler.settle()
        #expect(view.messages.count == count)
    }

    /// An event the view asks for from inside a message, just before its owner lets go.
    enum QueuedEvent: CaseIterable, Sendable {
        case tap, pick, shortcut, edit

        @MainActor func send(to presenter: TabBarPresenter?) {
            switch self {
            case .tap: presenter?.didTap(slot: 2)
            case .pick: presenter?.didPick("t5")
            case .shortcut: presenter?.didPressShortcut(3)
            case .edit: try? presenter?.setBadge("7", for: "t2")
            }
        }
    }

    /// A call of the owner's; between them they send every kind of message.
    enum OwnerCall: CaseIterable, Sendable {
        case tap, badge, layout, theme, hide

        @MainActor func make(on presenter: TabBarPresenter?) {
            switch self {
            case .tap: presenter?.didTap(slot: 1)
            case .badge: try? presenter?.setBadge("5", for: "t1")
            case .layout: try? presenter?.didChangeLayout(TabBarLayout(width: 500))
            case .theme: presenter?.didChangeTheme(.dark)
            case .hide: presenter?.setHidden(true)
            }
        }
    }

    /// The view of a presenter whose owner, at message `releaseAt` of `call` (never: `nil`), asks
    /// for `queued` (unless `nil`), invalidates the presenter (when `invalidates`) and lets go: the
    /// messages from the call on, once everything has settled, how many the call itself sent, and
    /// whether the presenter outlived the owner.
    private func run(
        _ call: OwnerCall, releasingAt releaseAt: Int?, queueing queued: QueuedEvent?, invalidating: Bool
    ) throws -> (messages: [TabBarMessage], called: Int, outlived: Bool) {
        let ids = (0..<6).map { TabID(rawValue: "t\($0)") }
        let (view, scheduler) = try makeSUT(tabs: makeTabs(ids, animated: Set(ids)))
        weak let presenter = view.presenter
        view.releaseAt = releaseAt.map { view.messages.count + $0 } ?? .max
        view.whileLettingGo = { queued?.send(to: $0) }
        view.invalidates = invalidating
        let loaded = view.messages.count
        call.make(on: view.presenter)
        let called = view.messages.count - loaded
        scheduler.settle()
        return (Array(view.messages.dropFirst(loaded)), called, presenter != nil)
    }

    /// Letting go from inside its own call, the owner still holds the presenter until the call
    /// returns; invalidating first, nothing queued meanwhile starts: the view gets exactly what
    /// it gets when nothing was queued, the presenter goes with the call, the view is left
    /// interactive and every icon input set to `true` is reset. Without `invalidate()` the
    /// queued event does run (which is why the API is there), so the check can see one.
    @Test(arguments: OwnerCall.allCases, QueuedEvent.allCases)
    func invalidatingInsideACall_startsNothingQueued(call: OwnerCall, queued: QueuedEvent) throws {
        let messageCount = try run(call, releasingAt: nil, queueing: nil, invalidating: false).called
        var queuedRunsWithoutInvalidating = false
        for releaseAt in 0..<messageCount {
            let alone = try run(call, releasingAt: releaseAt, queueing: nil, invalidating: true)
            let queueing = try run(call, releasingAt: releaseAt, queueing: queued, invalidating: true)
            let context = "\(call), \(queued) queued at message \(releaseAt)"
            #expect(queueing.messages == alone.messages, "\(context)")
            #expect(!queueing.outlived, "\(context)")
            let interactions = queueing.messages.filter { $0.kind == "interaction" }
            #expect(interactions.last != .update(.interaction(isEnabled: false)), "\(context)")
            let inputs = queueing.messages.compactMap { message -> Bool? in
                if case .update(.input(let input)) = message { input.value == .bool(true) } else { nil }
            }
            #expect(inputs.count(where: { $0 }) == inputs.count(where: { !$0 }), "\(context)")
            let control = try run(call, releasingAt: releaseAt, queueing: queued, invalidating: false)
            queuedRunsWithoutInvalidating =
                queuedRunsWithoutInvalidating || control.messages != alone.messages
        }
        if call != .tap {  // after a tap, a selection waits for the lock, which never ends
            #expect(queuedRunsWithoutInvalidating)
        }
    }

    /// After `invalidate()`, outside any event: the view is left interactive and reset at once,
    /// and no later call or step reaches it.
    @Test func invalidatingMidAnimation_endsAtOnce_andNothingLaterReachesTheView() throws {
        let (view, scheduler) = try makeSUT(tabs: makeTabs(threeTabs, animated: ["archives"]))
        let presenter = try #require(view.presenter)
        presenter.didTap(slot: 1)
        presenter.invalidate()
        #expect(
            Array(view.messages.suffix(2)) == [
                .update(.interaction(isEnabled: true)),
                .update(.input(IconInput(tab: "archives", name: "hover", value: false))),
            ])
        #expect(!presenter.isLocked)
        let count = view.messages.count
        presenter.didTap(slot: 2)
        presenter.didChangeTheme(.dark)
        presenter.invalidate()
        scheduler.settle()
        #expect(view.messages.count == count)
    }

    /// Random bars, policies and events; at a random message the view asks for a random event,
    /// and the owner lets go, invalidating the presenter first or not. After the call or step in
    /// which it let go, nothing reaches the view; when it let go in a scheduled step, or
    /// invalidated, no new event starts after it; the presenter is gone; and the last
    /// `interaction` the view got is `true`. (Letting go inside its own call without
    /// invalidating, the owner is still holding the presenter for that call, which finishes what
    /// it handles.)
    @Test func ownerLettingGoAtAnyMessage_neverSeesANewAnimationNorALockedView() throws {
        var random = SplitMix64(seed: 0x31_2026_1203)
        for run in 0..<2_000 {
            let count = Int.random(in: 3...7, using: &random)
            let ids = (0..<count).map { TabID(rawValue: "t\($0)") }
            let animated = Set(ids.filter { _ in Bool.random(using: &random) })
            let policy = [TapPolicy.defer, .drop, .interrupt].randomElement(using: &random)!
            let (view, scheduler) = try makeSUT(
                tabs: makeTabs(ids, animated: animated), maxVisible: Int.random(in: 3...5, using: &random),
                tapPolicy: policy, reduceMotion: Int.random(in: 0..<8, using: &random) == 0)
            weak let presenter = view.presenter
            view.releaseAt = view.messages.count + Int.random(in: 0..<40, using: &random)
            view.invalidates = Bool.random(using: &random)
            // A generator of its own: the one driving the run is in use while the view is told.
            var asked = SplitMix64(seed: random.next())
            view.whileLettingGo = { act(on: $0, ids: ids, random: &asked) }
            var problem: String?
            for _ in 0..<24 where problem == nil && view.releasedAfter == nil {
                let isStep = Int.random(in: 0..<3, using: &random) == 0
                if isStep {
                    scheduler.settle(limit: 1)
                } else {
                    act(on: view.presenter, ids: ids, random: &random)
                }
                // Let go during a step (or the request it released), or invalidated first: that
                // event may finish, but no other starts — no report, no second `display` or lock.
                if let released = view.releasedAfter, isStep || view.invalidates {
                    let after = view.messages.dropFirst(released)
                    if after.contains(where: { $0.isReport })
                        || after.count(where: { $0.kind == "display" }) > 1
                        || after.count(where: { $0 == .update(.interaction(isEnabled: false)) }) > 1
                    {
                        problem = "a new event started after the owner let go: \(after.map(\.kind))"
                    }
                }
            }
            guard view.releasedAfter != nil else { continue }
            let sent = view.messages.count
            scheduler.settle()
            if view.messages.count != sent { problem = "messages came after the owner let go" }
            if presenter != nil { problem = "the presenter outlived its owner" }
            let lastInteraction = view.messages.last {
                if case .update(.interaction) = $0 { true } else { false }
            }
            if lastInteraction == .update(.interaction(isEnabled: false)) {
                problem = "the view was left locked"
            }
            if let problem {
                Issue.record(
                    """
                    Run \(run) (policy \(policy)): \(problem).
                    Messages: \(view.messages.map(\.kind))
                    """)
                return
            }
        }
    }

    /// One random owner or user event.
    private func act(on presenter: TabBarPresenter?, ids: [TabID], random: inout SplitMix64) {
        guard let presenter else { return }
        let id = ids.randomElement(using: &random)!
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2: presenter.didTap(slot: Int.random(in: 0...5, using: &random))
        case 3: presenter.didPick(id)
        case 4: try? presenter.select(.tab(id), animated: Bool.random(using: &random))
        case 5:
            try? presenter.didChangeLayout(TabBarLayout(width: Double.random(in: 200...900, using: &random)))
        case 6: presenter.didPressShortcut(Int.random(in: 1...8, using: &random))
        case 7: presenter.didMove(id, to: Int.random(in: 0..<ids.count, using: &random))
        case 8: try? presenter.setEnabled(Bool.random(using: &random), for: id)
        default: presenter.restore(presenter.state())
        }
    }
}

extension TabBarMessage {
    fileprivate var isReport: Bool { if case .report = self { true } else { false } }
}
