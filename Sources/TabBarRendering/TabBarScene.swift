import TabBarKit

/// The bar's appearance over time, rebuilt from events, so a renderer can draw any instant
/// — mid-wave, mid-sink — and not only the end of each message.
///
/// ```swift
/// var scene = TabBarScene()
/// for event in events { scene.apply(event) }
/// let frame = scene.frame(at: .milliseconds(300))   // the wave 87 % of the way (ease-in-ease-out)
/// ```
public struct TabBarScene: Equatable, Sendable {
    private struct WaveMotion: Equatable, Sendable {
        var curve: WaveCurve
        var start: Duration
    }

    private struct CircleMotion: Equatable, Sendable {
        var from: CircleState
        var to: CircleState
        var start: Duration
        var duration: Duration
    }

    private struct BarMotion: Equatable, Sendable {
        var from: Double
        var to: Double
        var start: Duration
        var duration: Duration
    }

    /// The latest static state.
    public private(set) var display: TabBarDisplay?
    /// The content showing.
    public private(set) var content: TabContent?
    /// Whether the bar accepts taps.
    public private(set) var isInteractionEnabled = true
    /// Tabs whose icon input is `true`.
    public private(set) var activeInputs: Set<TabID> = []
    /// The time of the latest event applied.
    public private(set) var time: Duration = .zero
    private var wave: WaveMotion?
    private var circle: CircleMotion?
    private var bar: BarMotion?

    /// Creates an empty scene.
    public init() {}

    /// Applies one event; events must come in time order.
    public mutating func apply(_ event: TabBarEvent) {
        time = event.time
        switch event.message {
        case .display(let state):
            display = state
        case .animation(.curve(let curve)):
            wave = WaveMotion(curve: curve, start: event.time)
        case .animation(.circle(let move)):
            let from = circleState(at: event.time) ?? move.target
            circle = CircleMotion(from: from, to: move.target, start: event.time, duration: move.duration)
        case .animation(.bar(let visibility)):
            let from = barVisibility(at: event.time)
            bar = BarMotion(
                from: from, to: visibility.isHidden ? 0 : 1, start: event.time, duration: visibility.duration)
        case .update(.interaction(let isEnabled)):
            isInteractionEnabled = isEnabled
        case .update(.input(let input)):
            // Only a pulse animates the icon; the other bindings are states and cues (the
            // behaviour contract's Icon state machines: a selected state, a tap trigger, a
            // badge number), which renderers show as notes.
            guard case .bool(let value) = input.value, isPulse(input) else { break }
            if value { activeInputs.insert(input.tab) } else { activeInputs.remove(input.tab) }
        case .update(.content(let content)):
            self.content = content
        case .report, .state, .update(.feedback):
            break
        }
    }

    /// Whether `input` is its tab's pulse (`hover` by default): its name is the tab's animation
    /// input in the latest `display`; a tab the display does not list (removed since) counts
    /// every boolean as its pulse, so that its last reset still clears it.
    public func isPulse(_ input: IconInput) -> Bool {
        guard let tab = display?.tabs.first(where: { $0.id == input.tab }) else { return true }
        return tab.animation.map { $0.input == input.name } ?? true
    }

    /// The bar at `time` (at or after the latest event), with every motion interpolated.
    public func frame(at time: Duration) -> SceneFrame {
        let geometry = display?.geometry
        let restingX = geometry.map { $0.x(ofSlot: display?.selectedSlot ?? 0) } ?? 0
        let metrics = geometry?.metrics ?? .portrait
        let circle =
            circleState(at: time)
            ?? CircleState(
                x: restingX, y: 0, alpha: 1, diameter: metrics.circleDiameter,
                icon: display?.circleIcon ?? MoreSlotDisplay.icon)
        return SceneFrame(
            time: time, display: display, waveX: waveX(at: time) ?? restingX,
            waveRadius: wave?.curve.radius ?? metrics.waveRadius, circle: circle,
            barVisibility: barVisibility(at: time), isInteractionEnabled: isInteractionEnabled,
            activeInputs: activeInputs, content: content)
    }

    /// Whether any motion is still under way at `time`.
    public func isAnimating(at time: Duration) -> Bool {
        if let wave, time < wave.start + wave.curve.duration { return true }
        if let circle, time < circle.start + circle.duration { return true }
        if let bar, time < bar.start + bar.duration { return true }
        return false
    }

    private static func fraction(at time: Duration, start: Duration, duration: Duration) -> Double {
        guard duration > .zero else { return 1 }
        return min(max((time - start) / duration, 0), 1)
    }

    /// The dip's centre at `time` as the behaviour contract defines it (*Where the bar is at an
    /// instant*): the last curve's `from + (to − from) · p(f)`, or `to` once it is over, rounded
    /// to the nearest 0.001 pt either way — what the presenter starts an interrupting wave from, so that a
    /// drawn frame and the next `curve` agree.
    private func waveX(at time: Duration) -> Double? {
        guard let wave else { return nil }
        let progress = wave.curve.timing.progress(
            Self.fraction(at: time, start: wave.start, duration: wave.curve.duration))
        let centre = wave.curve.from + (wave.curve.to - wave.curve.from) * progress
        let thousandths = centre * 1000
        return thousandths.isFinite ? thousandths.rounded() / 1000 : centre
    }

    private func circleState(at time: Duration) -> CircleState? {
        guard let circle else { return nil }
        let fraction = Self.fraction(at: time, start: circle.start, duration: circle.duration)
        return circle.from.interpolated(to: circle.to, fraction: TimingCurve.easeInEaseOut.progress(fraction))
    }

    private func barVisibility(at time: Duration) -> Double {
        guard let bar else { return display?.isHidden == true ? 0 : 1 }
        let fraction = Self.fraction(at: time, start: bar.start, duration: bar.duration)
        return bar.from + (bar.to - bar.from) * fraction
    }
}

extension CircleState {
    /// The state `fraction` of the way to `target` (the icon switches at once).
    fileprivate func interpolated(to target: CircleState, fraction: Double) -> CircleState {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return CircleState(
            x: mix(x, target.x), y: mix(y, target.y), alpha: mix(alpha, target.alpha),
            diameter: mix(diameter, target.diameter), icon: target.icon)
    }
}
