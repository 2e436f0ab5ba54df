import TabBarKit

/// A loaded presenter with `tabCount` animated tabs, a ``NoOpView`` and a `VirtualScheduler`,
/// tapped back and forth between slots 0 and 1. Each tap is settled before the next: the
/// circle's second step (0.2 s), the unlock (0.4 s) and the icon input's reset (1.5 s) run.
@MainActor
final class TapWorkload {
    let presenter: TabBarPresenter
    let scheduler = VirtualScheduler()
    private var nextSlot = 1

    init(tabCount: Int) throws(TabBarError) {
        let configuration = TabBarConfiguration(tabs: BenchTabs.make(count: tabCount))
        presenter = try TabBarPresenter(configuration: configuration, view: NoOpView(), scheduler: scheduler)
        presenter.viewDidLoad()
    }

    /// Taps `count` times, settling after each tap.
    func tap(times count: Int) {
        for _ in 0..<count {
            presenter.didTap(slot: nextSlot)
            scheduler.settle()
            nextSlot ^= 1
        }
    }
}
