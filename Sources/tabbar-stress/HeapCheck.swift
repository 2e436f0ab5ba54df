import CHeapInfo
import TabBarKit
import TabBarReference

/// Measures the heap in use before and after many taps, each followed by a settle.
enum HeapCheck {
    /// Growth above this fails the check (allocator bookkeeping may move a few pages).
    static let tolerance = 64 * 1024

    /// Plays `taps` taps (and a More pick every third), each settled; returns whether the heap
    /// grew by no more than ``tolerance``. Where the allocator cannot be measured it says so on
    /// standard error and returns `false`: a check that measured nothing never passes.
    @MainActor
    static func run(taps: Int) -> Bool {
        guard heap_in_use_is_measured() != 0 else {
            TabBarStress.printError(
                "tabbar-stress: error: cannot measure the heap on this platform (neither glibc's "
                    + "mallinfo2 nor Darwin's malloc_zone_statistics is available); the heap check did not run"
            )
            return false
        }
        let scheduler = VirtualScheduler()
        let view = DiscardingView()
        let tabs = (0..<7).map { index in
            Tab(
                id: TabID("t\(index)"), title: "T\(index)", icon: "i\(index)",
                animation: index % 2 == 0 ? IconAnimation() : nil)
        }
        guard
            let presenter = try? TabBarPresenter(
                configuration: TabBarConfiguration(tabs: tabs, maxVisible: 5), view: view,
                scheduler: scheduler)
        else { return false }
        presenter.delegate = view
        presenter.viewDidLoad()
        func play(_ count: Int) {
            for index in 0..<count {
                presenter.didTap(slot: index % 5)
                if index % 3 == 0 { presenter.didPick(TabID("t\(4 + index % 3)")) }
                scheduler.settle()
            }
        }
        play(10_000)
        let before = heapInUse()
        play(taps)
        let after = heapInUse()
        print(
            "heap in use after warm-up: \(before) bytes; after \(taps) taps with settles: \(after) bytes; "
                + "growth: \(after - before) bytes; pending steps: \(scheduler.pendingCount)")
        return after - before <= tolerance && scheduler.pendingCount == 0
    }

    static func heapInUse() -> Int { Int(heap_in_use()) }
}

/// A view that ignores every message (the heap check measures the presenter, not a recorder).
@MainActor
final class DiscardingView: TabBarView, TabBarPresenterDelegate {
    func display(_ state: TabBarDisplay) {}
    func animate(_ animation: TabBarAnimation) {}
    func update(_ update: TabBarUpdate) {}
}
