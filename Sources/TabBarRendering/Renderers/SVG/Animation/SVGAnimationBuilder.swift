import TabBarKit

/// Turns a whole run's events into one animated SVG document that plays it in real time in a
/// browser (SMIL `<animate>` and `<animateTransform>`): the wave's dip sliding with
/// ease-in-ease-out (its path data interpolated with the exact `keySplines`), the circle
/// sinking, fading and rising, the bar sliding out and in, and every `display` (titles,
/// badges, selection, theme) switching at its instant.
///
/// All animations share one duration (the run, plus ``hold``) and key times that are
/// fractions of it, so they stay in step. Programs that ignore animation (such as
/// `rsvg-convert`) draw the state at time zero.
///
/// ```swift
/// var builder = SVGAnimationBuilder()
/// for event in events { builder.append(event) }
/// let svg = builder.document()
/// ```
public struct SVGAnimationBuilder: Sendable {
    /// How long the final state shows before the animation ends or starts over; 1 s by default.
    public var hold: Duration
    /// Whether the animation starts over when it ends (`true` by default); otherwise it stays
    /// on the final state.
    public var repeats: Bool
    /// The events collected so far, in time order.
    public private(set) var events: [TabBarEvent]

    /// Creates a builder holding `events`.
    public init(events: [TabBarEvent] = [], hold: Duration = .seconds(1), repeats: Bool = true) {
        self.events = events
        self.hold = hold
        self.repeats = repeats
    }

    /// Adds an event; events must come in time order.
    public mutating func append(_ event: TabBarEvent) { events.append(event) }

    /// The key times of the document: where the bar's state is sampled, in seconds. They are
    /// the instants with events (before and after the instant's messages) and the ends of the
    /// motions; the document's `keyTimes` are these divided by ``totalDuration``.
    public var keyTimes: [Duration] {
        let samples = samples()
        return samples.indices.map(samples.time(at:))
    }

    /// The length of one play-through: the last key time plus ``hold`` (at least 1 ms).
    public var totalDuration: Duration { totalDuration(of: samples()) }

    /// The animated SVG document.
    public func document() -> String {
        writer().document()
    }

    /// Writes the animated SVG document to `sink` as it is made, in pieces: the same text as
    /// ``document()``, without ever holding all of it, so a long run's document takes no more
    /// memory than its events.
    ///
    /// ```swift
    /// builder.write(to: FileDescriptorSink())   // or any TextSink
    /// ```
    public func write(to sink: any TextSink) {
        writer().write(to: sink)
    }

    /// The writer of this builder's document.
    func writer() -> AnimationWriter {
        Self.writer(of: samples(), hold: hold, repeats: repeats)
    }

    /// The writer of the document showing `samples`, held for `hold` at the end.
    static func writer(of samples: SampleTable, hold: Duration, repeats: Bool) -> AnimationWriter {
        AnimationWriter(samples: samples, total: totalDuration(of: samples, hold: hold), repeats: repeats)
    }

    private func totalDuration(of samples: SampleTable) -> Duration {
        Self.totalDuration(of: samples, hold: hold)
    }

    private static func totalDuration(of samples: SampleTable, hold: Duration) -> Duration {
        max((samples.last?.time ?? .zero) + max(hold, .zero), .milliseconds(1))
    }

    /// Samples the scene at every instant (before and after its events) and at every motion's end.
    func samples() -> SampleTable {
        var sampler = AnimationSampler()
        for event in events { sampler.append(event) }
        return sampler.finish()
    }
}
