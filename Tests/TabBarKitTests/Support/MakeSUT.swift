import TabBarKit
import TabBarRendering
import TabBarTesting

/// Tabs named by `ids`, titled by capitalising the id, with icon `<id>-icon`.
func makeTabs(_ ids: [TabID], animated: Set<TabID> = []) -> [Tab] {
    ids.map { id in
        Tab(
            id: id, title: id.rawValue.prefix(1).uppercased() + id.rawValue.dropFirst(), icon: "\(id)-icon",
            animation: animated.contains(id) ? IconAnimation() : nil)
    }
}

/// The three tabs most tests use: slots centred at 65, 195 and 325 in a 390-point bar.
let threeTabs: [TabID] = ["lessons", "archives", "search"]

/// Five tabs that, with `maxVisible: 3`, give slots `lessons` (65), `archives` (195) and More (325)
/// listing `search`, `inbox` and `profile`.
let fiveTabs: [TabID] = ["lessons", "archives", "search", "inbox", "profile"]

@MainActor
func makeSUT(
    tabs ids: [TabID] = threeTabs, animated: Set<TabID> = [], maxVisible: Int = 5, initial: TabID? = nil,
    layout: TabBarLayout = TabBarLayout(), tapPolicy: TapPolicy = .defer, loaded: Bool = true
) throws -> (presenter: TabBarPresenter, view: TabBarViewSpy, scheduler: TestScheduler) {
    try makeSUT(
        tabs: makeTabs(ids, animated: animated), maxVisible: maxVisible, initial: initial, layout: layout,
        tapPolicy: tapPolicy, loaded: loaded)
}

@MainActor
func makeSUT(
    tabs: [Tab], maxVisible: Int = 5, initial: TabID? = nil, layout: TabBarLayout = TabBarLayout(),
    tapPolicy: TapPolicy = .defer, loaded: Bool = true
) throws -> (presenter: TabBarPresenter, view: TabBarViewSpy, scheduler: TestScheduler) {
    let view = TabBarViewSpy()
    let scheduler = TestScheduler()
    let configuration = TabBarConfiguration(
        tabs: tabs, maxVisible: maxVisible, initial: initial, layout: layout, tapPolicy: tapPolicy)
    let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
    presenter.delegate = view
    if loaded {
        presenter.viewDidLoad()
        view.skipReceived()
    }
    return (presenter, view, scheduler)
}

/// The `display` message expected for `tabs` (by default the plain tabs `makeTabs(ids)` builds).
func display(
    _ ids: [TabID] = threeTabs, animated: Set<TabID> = [], selection: Selection, slot: Int,
    maxVisible: Int = 5,
    layout: TabBarLayout = TabBarLayout(), theme: Theme = .light, hidden: Bool = false,
    labels: LabelVisibility = .always
) -> TabBarMessage {
    display(
        tabs: makeTabs(ids, animated: animated), selection: selection, slot: slot, maxVisible: maxVisible,
        layout: layout, theme: theme, hidden: hidden, labels: labels)
}

/// The `display` message expected for exactly these tabs.
func display(
    tabs: [Tab], selection: Selection, slot: Int, maxVisible: Int = 5, layout: TabBarLayout = TabBarLayout(),
    theme: Theme = .light, hidden: Bool = false, labels: LabelVisibility = .always
) -> TabBarMessage {
    .display(
        TabBarDisplay(
            tabs: tabs, maxVisible: maxVisible, selection: selection, selectedSlot: slot, layout: layout,
            theme: theme, isHidden: hidden, labels: labels))
}

/// 200 ms, 400 ms and 1.5 s: the circle step, the wave (lock) and the icon input.
let step = Duration.milliseconds(200)
let wave = Duration.milliseconds(400)
let iconReset = Duration.milliseconds(1500)
