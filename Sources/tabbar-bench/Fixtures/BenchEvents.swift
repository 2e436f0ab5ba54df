import TabBarKit
import TabBarRendering

/// The events a renderer figure encodes: a real presenter's output (every view kind and the
/// owner's reports) from `taps` taps on 7 tabs with a More slot, with picks from the More list.
enum BenchEvents {
    @MainActor
    static func make(taps: Int) throws(TabBarError) -> [TabBarEvent] {
        let scheduler = VirtualScheduler()
        let recorder = TabBarRecorder(scheduler: scheduler)
        var tabs = BenchTabs.make(count: 7)
        tabs[2].title = "Café \"☕\" \u{2028}"  // escaping: quotes, non-ASCII, a line separator
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: recorder, scheduler: scheduler)
        presenter.delegate = recorder
        presenter.viewDidLoad()
        for tap in 0..<taps {
            let slot = tap % 5  // slot 4 is More
            presenter.didTap(slot: slot)
            if slot == 4 {
                scheduler.advance(by: .milliseconds(400))
                presenter.didPick(TabID("tab-\(5 + tap % 2)"))
            }
            scheduler.advance(by: .milliseconds(250))
        }
        scheduler.settle()
        return recorder.events
    }
}
