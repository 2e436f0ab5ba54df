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
    public var keyTimes: [Duration] { samples().map(\.time) }

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
        let samples = samples()
        return AnimationWriter(samples: samples, total: totalDuration(of: samples), repeats: repeats)
    }

    private func totalDuration(of samples: [AnimationSample]) -> Duration {
        max((samples.last?.time ?? .zero) + max(hold, .zero), .milliseconds(1))
    }

    /// Samples the scene at every instant (before and after its events) and at every motion's end.
    func samples() -> [AnimationSample] {
        var scene = TabBarScene()
        var wave: Motion?
        var circle: Motion?
        var bar: Motion?
        var ends: [Duration] = []
        var samples: [AnimationSample] = []
        func sample(at time: Duration) {
            samples.append(
                AnimationSample(
                    time: time, frame: scene.frame(at: time), wave: wave, circle: circle, bar: bar))
        }
        func sampleEnds(before limit: Duration?) {
            // `ends` holds only ends after the latest instant: each is sampled once, then dropped.
            let due = Set(ends.filter { end in limit.map { end < $0 } ?? true })
            ends.removeAll { end in limit.map { end <= $0 } ?? true }
            for end in due.sorted() { sample(at: end) }
        }
        var index = 0
        while index < events.count {
            let time = events[index].time
            if samples.isEmpty {
                if time > .zero {
                    // Nothing is drawn before the first event; show its state from time zero.
                    var first = TabBarScene()
                    for event in events where event.time == time { first.apply(event) }
                    samples.append(AnimationSample(time: .zero, frame: first.frame(at: time)))
                }
            } else {
                sampleEnds(before: time)
                sample(at: time)
            }
            while index < events.count, events[index].time == time {
                let event = events[index]
                scene.apply(event)
                switch event.message {
                case .animation(.curve(let curve)):
                    wave = Motion(start: time, duration: curve.duration, timing: curve.timing)
                case .animation(.circle(let move)):
                    circle = Motion(start: time, duration: move.duration, timing: .easeInEaseOut)
                case .animation(.bar(let visibility)):
                    bar = Motion(start: time, duration: visibility.duration, timing: .linear)
                default: break
                }
                for motion in [wave, circle, bar].compactMap(\.self) where motion.end > time {
                    ends.append(motion.end)
                }
                index += 1
            }
            sample(at: time)
        }
        sampleEnds(before: nil)
        return samples
    }
}
