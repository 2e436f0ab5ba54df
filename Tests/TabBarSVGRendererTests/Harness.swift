import TabBarKit
import TabBarRendering

/// Drives a real presenter in virtual time and returns what it sent.
@MainActor
enum Harness {
    static func tabs(_ ids: [String]) -> [Tab] {
        ids.map { Tab(id: TabID($0), title: $0.prefix(1).uppercased() + $0.dropFirst(), icon: "\($0)-icon") }
    }

    /// Loads a presenter on `configuration`, runs `script`, settles, and returns every event.
    static func events(
        _ configuration: TabBarConfiguration,
        script: (TabBarPresenter, VirtualScheduler) throws -> Void = { _, _ in }
    ) throws -> [TabBarEvent] {
        let clock = VirtualScheduler()
        let recorder = TabBarRecorder(scheduler: clock)
        let presenter = try TabBarPresenter(configuration: configuration, view: recorder, scheduler: clock)
        presenter.delegate = recorder
        presenter.viewDidLoad()
        try script(presenter, clock)
        _ = clock.settle()
        return recorder.events
    }

    /// Renders `events` with a frames-mode renderer and returns the frames.
    static func frames(_ events: [TabBarEvent], frameInterval: Duration? = nil) -> [SVGFrame] {
        var frames: [SVGFrame] = []
        let renderer = SVGRenderer(sink: NullSink(), frameInterval: frameInterval) { frames.append($0) }
        for event in events { renderer.render(event) }
        renderer.finish()
        return frames
    }
}
