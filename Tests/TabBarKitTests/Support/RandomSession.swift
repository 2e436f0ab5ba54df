import TabBarKit
import TabBarRandom
import TabBarReference
import TabBarTesting
import Testing

/// One randomised run of a presenter, each event described in ``log`` so a failure can be read
/// and replayed.
///
/// The configuration and most events come from the reference model's `ScenarioGenerator`: every
/// event kind the reference models. The session adds the events it cannot draw, because they
/// depend on the live presenter or the reference does not model them: taps on the bar's current
/// slots, picks from its current overflow, layouts whose width is not a number, tabs inserted
/// with an icon animation driven by an input, the tap policy changed on the fly, vetoes of More
/// or of nothing at all, requests naming an id the bar never had (the generator names only ids
/// it defined), waits of any length, and settling. Dropping the presenter, as its owner would, is
/// ``dropPresenter()``.
@MainActor
final class RandomSession {
    var rng: SplitMix64
    private var generator: ScenarioGenerator
    let view = TabBarViewSpy()
    let scheduler = TestScheduler()
    private(set) var presenter: TabBarPresenter?
    private(set) var log: [String] = []
    /// How many tabs with an input-driven icon animation the session has inserted.
    private var animatedInserts = 0

    init(seed: UInt64) throws {
        rng = SplitMix64(seed: seed)
        generator = ScenarioGenerator(seed: rng.next())
        view.exhaustivity = .off  // the invariants are checked against every message instead
        let configuration = generator.nextConfiguration()
        let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        presenter.delegate = view
        self.presenter = presenter
        log.append("start \(ReferenceScenario(configuration: configuration, events: []).manifest)")
    }

    /// A tab of the bar, or now and then an id it does not have.
    private func randomID(_ presenter: TabBarPresenter) -> TabID {
        let tabs = presenter.model.tabs
        return tabs.isEmpty || Int.random(in: 0..<5, using: &rng) == 0
            ? "unknown" : tabs.randomElement(using: &rng)!.id
    }

    private func randomSelection(_ presenter: TabBarPresenter) -> Selection {
        Int.random(in: 0..<6, using: &rng) == 0 ? .more : .tab(randomID(presenter))
    }

    /// Drops the presenter, as its owner would.
    func dropPresenter() {
        presenter = nil
        log.append("drop presenter")
    }

    /// Sends one random event (the first is always `viewDidLoad`).
    func step() {
        guard let presenter else { return }
        guard presenter.isLoaded else {
            presenter.viewDidLoad()
            log.append("viewDidLoad")
            return
        }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<16:
            let slot = Int.random(in: -1...presenter.model.slotCount, using: &rng)
            log.append("tap slot \(slot)")
            presenter.didTap(slot: slot)
        case 16..<21:
            let overflow = presenter.model.overflowIDs
            let id =
                overflow.isEmpty || Int.random(in: 0..<4, using: &rng) == 0
                ? randomID(presenter) : overflow.randomElement(using: &rng)!
            log.append("pick \(id) (from the overflow)")
            presenter.didPick(id)
        case 21..<22:
            log.append("layout nan")
            try? presenter.didChangeLayout(TabBarLayout(width: .nan))
        case 22..<23:
            let policies = TapPolicy.allCases
            presenter.tapPolicy =
                policies[((policies.firstIndex(of: presenter.tapPolicy) ?? 0) + 1) % policies.count]
            log.append("policy \(presenter.tapPolicy)")
        case 23..<25:
            let id = TabID("input\(animatedInserts)")
            animatedInserts += 1
            let index = Int.random(in: 0...(presenter.model.tabs.count + 1), using: &rng)
            let input = ["hover", "pressed"].randomElement(using: &rng)!
            log.append("insert \(id) at \(index) animating input \(input)")
            try? presenter.insert(
                Tab(id: id, title: id.rawValue, icon: "\(id)-icon", animation: IconAnimation(input: input)),
                at: index)
        case 25..<27:
            view.vetoed = Bool.random(using: &rng) ? [] : [randomSelection(presenter)]
            log.append("veto \(view.vetoed.map(\.description))")
        case 27..<33:
            let wait = Int.random(in: 0...2000, using: &rng)
            log.append("wait \(wait) ms")
            scheduler.advance(by: .milliseconds(wait))
        case 33..<36:
            log.append("settle")
            scheduler.settle()
        case 36..<42:
            let stranger: TabID = "stranger"
            let request: [ReferenceEvent] = [
                .tap(.tab(stranger)), .pick(stranger), .select(.tab(stranger), animated: true),
                .badge(stranger, "1"), .setEnabled(stranger, false), .remove(stranger),
            ]
            send(request.randomElement(using: &rng)!, to: presenter)
        default:
            send(generator.nextEvent(), to: presenter)
        }
    }

    /// Sends an event the reference models, as the differential runner does.
    private func send(_ event: ReferenceEvent, to presenter: TabBarPresenter) {
        log.append(event.scriptLine)
        _ = DifferentialRunner.apply(
            event, to: presenter, advance: { scheduler.advance(by: $0) },
            veto: { selection, isVetoed in
                if isVetoed { view.vetoed.insert(selection) } else { view.vetoed.remove(selection) }
            })
    }
}
