import TabBarKit
import TabBarRandom
import TabBarTesting
import Testing

/// One randomised run of a presenter: a random configuration, then random events, each
/// described in ``log`` so a failure can be read and replayed.
@MainActor
final class RandomSession {
    /// Every id a session may use; a few are not in the starting tabs, so inserts and unknown
    /// requests happen.
    static let pool: [TabID] = ["home", "feed", "search", "inbox", "profile", "help", "news", "shop"]
    /// Waits that land just before, on and just after the circle step, the wave and the icon input.
    static let waits: [Int] = [0, 1, 100, 199, 200, 201, 399, 400, 401, 1499, 1500, 1501]

    var rng: SplitMix64
    let view = TabBarViewSpy()
    let scheduler = TestScheduler()
    private(set) var presenter: TabBarPresenter<DefaultTabBarModel>?
    private(set) var log: [String] = []

    init(seed: UInt64) throws {
        rng = SplitMix64(seed: seed)
        view.exhaustivity = .off  // the invariants are checked against every message instead
        let count = Int.random(in: 1...7, using: &rng)
        var tabs = Self.pool.shuffled(using: &rng).prefix(count).map { id in
            Tab(id: id, title: id.rawValue.uppercased(), icon: "\(id)-icon")
        }
        for index in tabs.indices {
            if Bool.random(using: &rng) { tabs[index].selectedIcon = "\(tabs[index].id)-filled" }
            if Int.random(in: 0..<3, using: &rng) > 0 {
                let duration = [1, 200, 400, 1500, 1500, 2000].randomElement(using: &rng)!
                tabs[index].animation = IconAnimation(duration: .milliseconds(duration))
            }
            if Int.random(in: 0..<5, using: &rng) == 0 { tabs[index].isEnabled = false }
        }
        if !tabs.contains(where: \.isEnabled) { tabs[0].isEnabled = true }
        let configuration = TabBarConfiguration(
            tabs: tabs, maxVisible: Int.random(in: 2...5, using: &rng), layout: randomLayout(),
            theme: Bool.random(using: &rng) ? .light : .dark,
            tapPolicy: TapPolicy.allCases.randomElement(using: &rng)!,
            reduceMotion: Int.random(in: 0..<6, using: &rng) == 0)
        let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        presenter.delegate = view
        self.presenter = presenter
        log.append(
            "start tabs \(tabs.map(\.id.rawValue)) maxVisible \(configuration.maxVisible) "
                + "\(configuration.tapPolicy) reduceMotion \(configuration.reduceMotion) width \(TestDescription.number(configuration.layout.width)) "
                + "\(configuration.layout.orientation) \(configuration.layout.direction)")
    }

    private func randomLayout() -> TabBarLayout {
        TabBarLayout(
            width: [320, 390, 844, 1].randomElement(using: &rng)!,
            orientation: Bool.random(using: &rng) ? .portrait : .landscape,
            direction: Int.random(in: 0..<4, using: &rng) == 0 ? .rtl : .ltr)
    }

    private func randomID() -> TabID { Self.pool.randomElement(using: &rng)! }

    private func randomSelection() -> Selection {
        Int.random(in: 0..<6, using: &rng) == 0 ? .more : .tab(randomID())
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
        let slots = presenter.model.slotCount
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<22:
            let slot = Int.random(in: -1...slots, using: &rng)
            log.append("tap slot \(slot)")
            presenter.didTap(slot: slot)
        case 22..<28:
            let target = randomSelection()
            log.append("tap \(target)")
            presenter.didTap(target)
        case 28..<35:
            let overflow = presenter.model.overflowIDs
            let id =
                overflow.isEmpty || Int.random(in: 0..<4, using: &rng) == 0
                ? randomID() : overflow.randomElement(using: &rng)!
            log.append("pick \(id)")
            presenter.didPick(id)
        case 35..<43:
            let target = randomSelection()
            let animated = Bool.random(using: &rng)
            log.append("select \(target) animated \(animated)")
            try? presenter.select(target, animated: animated)
        case 43..<48:
            let layout = randomLayout()
            log.append(
                "layout \(TestDescription.number(layout.width)) \(layout.orientation) \(layout.direction)")
            try? presenter.didChangeLayout(
                Int.random(in: 0..<8, using: &rng) == 0 ? TabBarLayout(width: .nan) : layout)
        case 48..<50:
            log.append("theme toggle")
            presenter.didChangeTheme(presenter.theme == .light ? .dark : .light)
        case 50..<53:
            let id = randomID()
            let badge = ["", "1", "99+", nil].randomElement(using: &rng)!
            log.append("badge \(id) \(badge ?? "nil")")
            try? presenter.setBadge(badge, for: id)
        case 53..<57:
            let id = randomID()
            let enabled = Bool.random(using: &rng)
            log.append("enable \(id) \(enabled)")
            try? presenter.setEnabled(enabled, for: id)
        case 57..<61:
            let id = randomID()
            let index = Int.random(in: 0...(presenter.model.tabs.count + 1), using: &rng)
            log.append("insert \(id) at \(index)")
            let animation =
                Bool.random(using: &rng)
                ? IconAnimation(input: ["hover", "pressed"].randomElement(using: &rng)!) : nil
            try? presenter.insert(
                Tab(id: id, title: id.rawValue, icon: "\(id)-icon", animation: animation), at: index)
        case 61..<65:
            let id = randomID()
            log.append("remove \(id)")
            try? presenter.remove(id)
        case 65..<68:
            let hidden = Bool.random(using: &rng)
            log.append("hidden \(hidden)")
            presenter.setHidden(hidden)
        case 68..<70:
            view.vetoed = Bool.random(using: &rng) ? [] : [randomSelection()]
            log.append("veto \(view.vetoed.map(\.description))")
        case 70..<71:
            let policies = TapPolicy.allCases
            presenter.tapPolicy =
                policies[((policies.firstIndex(of: presenter.tapPolicy) ?? 0) + 1) % policies.count]
            log.append("policy \(presenter.tapPolicy)")
        case 71..<72:
            log.append("viewDidLoad again")
            presenter.viewDidLoad()
        case 72..<74:
            let reduced = Bool.random(using: &rng)
            log.append("reduce motion \(reduced)")
            presenter.didChangeReduceMotion(reduced)
        case 74..<97:
            let wait =
                Int.random(in: 0..<4, using: &rng) == 0
                ? Int.random(in: 0...2000, using: &rng) : Self.waits.randomElement(using: &rng)!
            log.append("wait \(wait) ms")
            scheduler.advance(by: .milliseconds(wait))
        default:
            log.append("settle")
            scheduler.settle()
        }
    }
}
