import TabBarKit
import TabBarRendering

/// The text renderer's drawing cost: one 80-column frame of a bar mid-animation (the wave
/// sliding, the circle sinking), from a scene built from a real presenter's events.
@MainActor
struct TextFigures {
    let plan: BenchPlan

    func measure() throws(TabBarError) -> [Figure] {
        let frame = try Self.midAnimationFrame()
        let frames = plan.framesPerRepetition
        let live = LiveTextBarDrawer(columns: 80)
        let lineCount = TextBarDrawer.draw(frame, columns: 80).count
        var drawnLines = 0  // used, so that the drawing cannot be optimised away
        let (drawn, cached) = Sampler(repetitions: plan.repetitions).measure(
            operations: frames,
            {
                for _ in 0..<frames { drawnLines &+= TextBarDrawer.draw(frame, columns: 80).count }
            },
            against: {
                for _ in 0..<frames { drawnLines &+= live.draw(frame).count }
            })
        return [
            Figure(
                id: "text_frame_us", title: "text renderer, one 80-column frame", value: drawn.wall * 1e6,
                unit: "µs", goal: .atMost(20),
                note: "TextBarDrawer.draw mid-animation, 7 tabs with More; LiveTextBarDrawer: "
                    + BenchReport.format(cached.wall * 1e6, unit: "µs") + "; \(lineCount) lines"
                    + (drawnLines > 0 ? "" : " (nothing drawn)"), cpu: drawn.cpu * 1e6
            )
        ]
    }

    /// The bar 0.1 s into a tap from slot 0 to slot 2.
    static func midAnimationFrame() throws(TabBarError) -> SceneFrame {
        let scheduler = VirtualScheduler()
        let recorder = TabBarRecorder(scheduler: scheduler)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: BenchTabs.make(count: 7)), view: recorder,
            scheduler: scheduler)
        presenter.delegate = recorder
        presenter.viewDidLoad()
        presenter.didTap(slot: 2)
        var scene = TabBarScene()
        for event in recorder.events { scene.apply(event) }
        return scene.frame(at: .milliseconds(100))
    }
}
