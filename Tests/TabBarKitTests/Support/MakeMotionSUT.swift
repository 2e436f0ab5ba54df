import TabBarKit
import TabBarTesting

/// A loaded presenter for <doc:BehaviorContract#Motion>: tap policy `interrupt` unless told otherwise, Reduce
/// Motion off unless told otherwise.
@MainActor
func makeMotionSUT(
    tabs ids: [TabID] = threeTabs, animated: Set<TabID> = [], maxVisible: Int = 5,
    tapPolicy: TapPolicy = .interrupt, reduceMotion: Bool = false,
    choreographies: [any TabBarChoreography] = StandardChoreographies.make()
) throws -> (presenter: TabBarPresenter, view: TabBarViewSpy, scheduler: TestScheduler) {
    let view = TabBarViewSpy()
    let scheduler = TestScheduler()
    let configuration = TabBarConfiguration(
        tabs: makeTabs(ids, animated: animated), maxVisible: maxVisible, tapPolicy: tapPolicy,
        reduceMotion: reduceMotion)
    let presenter = try TabBarPresenter(
        configuration: configuration, view: view, scheduler: scheduler, choreographies: choreographies)
    presenter.delegate = view
    presenter.viewDidLoad()
    view.skipReceived()
    return (presenter, view, scheduler)
}
