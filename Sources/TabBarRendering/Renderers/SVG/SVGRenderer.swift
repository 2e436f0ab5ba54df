import TabBarKit

/// Draws the tab bar as SVG: the wave, the floating circle and the tabs, at real size.
///
/// In ``Mode-swift.enum/frames`` mode (the default) it writes one standalone SVG document per
/// frame, in order: the state after each instant at which events arrived, and, with a
/// `frameInterval`, frames in between while the wave, circle or bar moves. In
/// ``Mode-swift.enum/animated`` mode it samples every event as it comes and, at ``finish()``, writes a
/// single SVG that plays the whole run in real time in a browser (see ``SVGAnimationBuilder``).
///
/// To write each frame to its own file, pass `onFrame`: in frames mode, frames then go to the
/// callback instead of the sink (this module has no Foundation, so the caller does the file
/// I/O). The animated document always goes to the sink.
///
/// ```swift
/// let renderer = SVGRenderer(sink: NullSink()) { frame in
///     try? frame.document.write(toFile: "\(directory)/\(frame.fileName)", atomically: true, encoding: .utf8)
/// }
/// ```
@MainActor
public final class SVGRenderer: TabBarRenderer {
    /// What the renderer writes.
    public enum Mode: String, Sendable, CaseIterable {
        /// One SVG document per frame.
        case frames
        /// One animated SVG document for the whole run, written by ``SVGRenderer/finish()``.
        case animated
    }

    /// The `RendererOptions.extra` key that picks ``Mode-swift.enum/animated`` mode when set to `true`.
    public nonisolated static let animateOption = "animate"
    /// The `RendererOptions.extra` key for in-between frames per second while something moves
    /// (a whole number from 1 to 1000; absent: only the instants).
    public nonisolated static let framesPerSecondOption = "fps"
    /// The name it is registered under in `RendererRegistry.standard`: `svg`.
    public nonisolated static let name = "svg"
    /// What the renderer draws, for `tabbar --list-renderers`.
    public nonisolated static let summary =
        "an SVG picture of the bar per instant (wave, circle, tabs), or one animated SVG"

    /// The mode.
    public let mode: Mode
    /// The time between in-between frames while something moves; `nil` draws only instants.
    public let frameInterval: Duration?
    private let sink: any TextSink
    private let onFrame: (@MainActor (SVGFrame) -> Void)?
    private var scene = TabBarScene()
    private var pendingTime: Duration?
    private var frameCount = 0
    private var animation = AnimationSampler()
    private var isFinished = false

    /// The most in-between frames drawn after one instant, whatever the interval.
    public nonisolated static let maxFramesPerInstant = 10_000

    /// Creates a renderer writing to `sink`, or, in frames mode, handing each frame to `onFrame`
    /// when given. A zero or negative `frameInterval` counts as none.
    public init(
        sink: any TextSink, mode: Mode = .frames, frameInterval: Duration? = nil,
        onFrame: (@MainActor (SVGFrame) -> Void)? = nil
    ) {
        self.sink = sink
        self.mode = mode
        self.frameInterval = frameInterval.flatMap { $0 > .zero ? $0 : nil }
        self.onFrame = onFrame
    }

    /// Creates a renderer from registry options: `extra["animate"] == "true"` picks animated
    /// mode, and `extra["fps"]` (1…1000) adds in-between frames. Other values are ignored.
    ///
    /// ```swift
    /// try registry.register("svg", summary: SVGRenderer.summary) { options, sink in
    ///     SVGRenderer(options: options, sink: sink)
    /// }
    /// ```
    public convenience init(options: RendererOptions, sink: any TextSink) {
        let fps = options.extra[Self.framesPerSecondOption].flatMap { Int($0) }.flatMap {
            (1...1000).contains($0) ? $0 : nil
        }
        self.init(
            sink: sink, mode: options.extra[Self.animateOption] == "true" ? .animated : .frames,
            frameInterval: fps.map { .seconds(1) / $0 })
    }

    /// Draws the previous instant when time moves on, then takes in `event`.
    public func render(_ event: TabBarEvent) {
        switch mode {
        case .animated:
            animation.append(event)
        case .frames:
            if let pendingTime, event.time != pendingTime { flush(before: event.time) }
            scene.apply(event)
            pendingTime = event.time
        }
    }

    /// Draws the last instant (and its motion), or writes the animated document.
    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        switch mode {
        case .animated:
            // Events are sampled as they come and never kept; the document is written as it is
            // made, with the builder's hold and repeat.
            let defaults = SVGAnimationBuilder()
            let samples = animation.finish()
            animation = AnimationSampler()
            SVGAnimationBuilder.writer(of: samples, hold: defaults.hold, repeats: defaults.repeats)
                .write(to: sink)
        case .frames: flush(before: nil)
        }
    }

    private func flush(before next: Duration?) {
        guard let time = pendingTime else { return }
        pendingTime = nil
        emit(at: time)
        guard let interval = frameInterval else { return }
        var previous = time
        var count = 0
        while count < Self.maxFramesPerInstant, scene.isAnimating(at: previous) {
            let at = previous + interval
            if let next, at >= next { break }
            emit(at: at)
            previous = at
            count += 1
        }
    }

    private func emit(at time: Duration) {
        frameCount += 1
        let frame = SVGFrame(
            index: frameCount, time: time, document: SVGFrameDrawer.document(for: scene.frame(at: time)))
        if let onFrame { onFrame(frame) } else { sink.write(frame.document) }
    }
}
