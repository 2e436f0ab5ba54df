import TabBarKit
import TabBarTesting

/// Tabs named by `ids`, titled by capitalising the id, with icon `<id>-icon`.
func makeTabs(_ ids: [TabID], animated: Set<TabID> = []) -> [Tab] {
    ids.map { id in
        Tab(
            id: id, title: id.rawValue.prefix(1).uppercased() + id.rawValue.dropFirst(), icon: "\(id)-icon",
            animation: animated.contains(id) ? IconAnimation() : nil)
    }
}

@MainActor
func makeSUT(
    tabs ids: [TabID] = ["lessons", "archives", "search"], animated: Set<TabID> = [],
    maxVisible: Int = 5, layout: TabBarLayout = TabBarLayout(), tapPolicy: TapPolicy = .defer,
    loaded: Bool = true
) throws -> (presenter: TabBarPresenter, view: TabBarViewSpy, scheduler: TestScheduler) {
    let view = TabBarViewSpy()
    let scheduler = TestScheduler()
    let configuration = TabBarConfiguration(
        tabs: makeTabs(ids, animated: animated), maxVisible: maxVisible, layout: layout, tapPolicy: tapPolicy)
    let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
    presenter.delegate = view
    if loaded {
        presenter.viewDidLoad()
        view.skipReceived()
    }
    return (presenter, view, scheduler)
}
