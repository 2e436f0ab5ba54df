import TabBarKit
import TabBarRandom
import TabBarRendering
import TabBarTesting
import Testing

/// <doc:BehaviorContract#Re-entrancy>: an event that reaches the presenter while it
/// handles another one — from its delegate's `didReport` or `shouldSelect`, or from the view's
/// `display`, `animate` or `update` — is handled right after that one, in the order they came,
/// so every message is built from the state of the event that sends it.
@Suite(.tabBarChecks)
@MainActor
struct ReentrancyTests {
    /// A view and owner that records every message and report, and hands each to `react`
    /// (which may call back into the presenter).
    private final class CallingBackView: TabBarMessageView {
        var messages: [TabBarMessage] = []
        var react: (TabBarMessage) -> Void = { _ in }

        func send(_ message: TabBarMessage) {
            messages.append(message)
            react(message)
        }
    }

    private func makeSUT(
        tabs: [TabID] = ["lessons", "archives", "search", "profile"], tapPolicy: TapPolicy = .interrupt
    ) throws -> (TabBarPresenter, CallingBackView, VirtualScheduler) {
        let view = CallingBackView()
        let scheduler = VirtualScheduler()
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: makeTabs(tabs), tapPolicy: tapPolicy), view: view,
            scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        return (presenter, view, scheduler)
    }

    private func violations(
        _ presenter: TabBarPresenter, _ view: CallingBackView, _ scheduler: VirtualScheduler
    )
        -> [String]
    {
        TabBarInvariants.violations(presenter: presenter, messages: view.messages, scheduler: scheduler)
    }

    /// The adversarial pass's probe: a 100-pt layout from `didReport(.selected)` during an
    /// interrupt sent `curve 310.701→10` and `circle x 351` in a 100-pt bar.
    @Test func layoutChangedFromSelectedReport_duringAnInterrupt_isAppliedAfterIt() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(100))
        view.react = { message in
            guard case .report(.selected(.tab("search"), _)) = message else { return }
            try? presenter.didChangeLayout(TabBarLayout(width: 100))
        }
        let start = view.messages.count

        presenter.didTap(slot: 2)
        scheduler.settle()

        let sent = view.messages[start...]
        let displays = sent.compactMap { if case .display(let state) = $0 { state } else { nil } }
        #expect(displays.map(\.layout.width) == [390, 100])
        #expect(violations(presenter, view, scheduler).isEmpty)
        // Everything after the narrow `display` lies in the 100-pt bar.
        let afterLayout = sent.drop {
            if case .display(let state) = $0 { state.layout.width != 100 } else { true }
        }
        for case .animation(let animation) in afterLayout {
            switch animation {
            case .curve(let curve): #expect(curve.from <= 100 && curve.to <= 100)
            case .circle(let circle): #expect(circle.x <= 100)
            case .bar: break
            }
        }
    }

    /// The probe: tabs removed from `didReport(.selected)` when idle sent `curve 585→195` in a
    /// 390-pt bar (the old slot index with the new geometry).
    @Test func tabsRemovedFromSelectedReport_whenIdle_areRemovedAfterTheTap() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: ["a", "b", "c", "d", "e", "f"])
        view.react = { message in
            guard case .report(.selected) = message else { return }
            try? presenter.remove("a")
            try? presenter.remove("b")
        }
        let start = view.messages.count

        presenter.didTap(slot: 3)
        scheduler.settle()

        let curves = view.messages[start...].compactMap {
            if case .animation(.curve(let curve)) = $0 { curve } else { nil }
        }
        #expect(curves.first.map { [$0.from, $0.to] } == [39, 273])  // 5 slots of 78 pt: slot 0 → 3
        #expect(curves.last.map { [$0.from, $0.to] } == [146.25, 146.25])  // 4 slots: "d" is slot 1
        #expect(violations(presenter, view, scheduler).isEmpty)
    }

    /// The probe: a view that taps from `animate` during an interrupt's curve left the circle on
    /// one tab while another was selected.
    @Test func tapFromAnimate_duringAnInterrupt_isHandledAfterIt() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(100))
        var tapped = false
        view.react = { message in
            guard !tapped, case .animation(.curve) = message else { return }
            tapped = true
            presenter.didTap(slot: 3)
        }

        presenter.didTap(slot: 2)
        scheduler.settle()

        #expect(presenter.selection == .tab("profile"))
        #expect(violations(presenter, view, scheduler).isEmpty)
    }

    /// A delegate that selects in code from `didReport` sees its request follow the tap's
    /// messages, deferred behind the tap's lock as any programmatic selection is.
    @Test func selectFromDidReport_waitsForTheTapToFinish() throws {
        let (presenter, view, scheduler) = try makeSUT(tapPolicy: .defer)
        view.react = { message in
            guard case .report(.selected(.tab("archives"), _)) = message else { return }
            try? presenter.select(.tab("search"), animated: true)
        }

        presenter.didTap(slot: 1)
        #expect(presenter.hasDeferredRequest)
        scheduler.settle()

        #expect(presenter.selection == .tab("search"))
        #expect(violations(presenter, view, scheduler).isEmpty)
    }

    /// An edit that cannot apply throws to a re-entrant caller at once, as to any other.
    @Test func invalidEditFromDidReport_throwsAtOnce() throws {
        let (presenter, view, _) = try makeSUT()
        var thrown: TabBarError?
        view.react = { message in
            guard case .report(.selected) = message else { return }
            do throws(TabBarError) { try presenter.remove("missing") } catch { thrown = error }
        }

        presenter.didTap(slot: 1)

        #expect(thrown == .unknownTab("missing", suggestion: nil))
    }

    /// Owners and views that call back from every report and message, at random: after every
    /// event, and after settling, every invariant holds.
    @Test(arguments: 0..<40)
    func randomCallsBack_fromEveryReportAndMessage_keepEveryInvariant(seed: Int) throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: ["a", "b", "c", "d", "e", "f", "g"])
        // Each draw is a short access of its own: a call back draws while the event that
        // caused it is still being handled.
        var generator = SplitMix64(seed: UInt64(seed))
        let random = { generator.next() }
        var callsLeft = 0
        view.react = { _ in
            guard callsLeft > 0, random() % 4 == 0 else { return }
            callsLeft -= 1
            Self.randomEvent(presenter, random)
        }
        for _ in 0..<150 {
            callsLeft = 3
            if random() % 3 == 0 {
                scheduler.advance(by: .milliseconds(Int64(random() % 500)))
            } else {
                Self.randomEvent(presenter, random)
            }
            let found = violations(presenter, view, scheduler)
            try #require(found.isEmpty, "seed \(seed): \(found)")
        }
        callsLeft = 0
        scheduler.settle()
        #expect(violations(presenter, view, scheduler).isEmpty)
    }

    private static func randomEvent(_ presenter: TabBarPresenter, _ random: () -> UInt64) {
        let ids: [TabID] = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let id = ids[Int(random() % UInt64(ids.count))]
        switch random() % 10 {
        case 0, 1, 2: presenter.didTap(slot: Int(random() % 6))
        case 3: presenter.didPick(id)
        case 4: try? presenter.didChangeLayout(TabBarLayout(width: [100, 320, 390][Int(random() % 3)]))
        case 5: try? presenter.remove(id)
        case 6: try? presenter.insert(makeTabs([id])[0], at: 0)
        case 7: try? presenter.select(.tab(id), animated: random() % 2 == 0)
        case 8: presenter.setHidden(random() % 2 == 0)
        default: presenter.didChangeReduceMotion(random() % 2 == 0)
        }
    }
}
