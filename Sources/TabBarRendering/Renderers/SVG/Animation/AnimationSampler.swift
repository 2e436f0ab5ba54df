import TabBarKit

/// Samples the scene as events arrive, one instant at a time: at every instant (before and
/// after its events) and at every motion's end. No event is kept once it is applied, so an
/// animated run holds its samples only, never its events.
struct AnimationSampler {
    private var scene = TabBarScene()
    private var wave: Motion?
    private var circle: Motion?
    private var bar: Motion?
    /// Ends of motions after the latest instant: each is sampled once, then dropped.
    private var ends: [Duration] = []
    /// The instant whose events are arriving.
    private var instant: Duration?
    /// The samples so far.
    private(set) var samples = SampleTable()

    /// Takes in `event`; events must come in time order.
    mutating func append(_ event: TabBarEvent) {
        let time = event.time
        if time != instant {
            closeInstant()
            instant = time
            if !samples.isEmpty {
                sampleEnds(before: time)
                sample(at: time)
            }
        }
        scene.apply(event)
        let started: Motion
        switch event.message {
        case .animation(.curve(let curve)):
            started = Motion(start: time, duration: curve.duration, timing: curve.timing)
            wave = started
        case .animation(.circle(let move)):
            started = Motion(start: time, duration: move.duration, timing: .easeInEaseOut)
            circle = started
        case .animation(.bar(let visibility)):
            started = Motion(start: time, duration: visibility.duration, timing: .linear)
            bar = started
        default: return
        }
        // Its end is sampled when time passes it (the end of a motion replaced meanwhile too).
        if started.end > time { ends.append(started.end) }
    }

    /// Closes the last instant and samples the ends of the motions still running; returns
    /// every sample.
    mutating func finish() -> SampleTable {
        closeInstant()
        sampleEnds(before: nil)
        return samples
    }

    /// The state after the instant's events. Nothing is drawn before the first event, so when
    /// it comes after time zero its state shows from time zero.
    private mutating func closeInstant() {
        guard let time = instant else { return }
        instant = nil
        if samples.isEmpty, time > .zero {
            samples.append(AnimationSample(time: .zero, frame: scene.frame(at: time)))
        }
        sample(at: time)
    }

    private mutating func sample(at time: Duration) {
        samples.append(
            AnimationSample(time: time, frame: scene.frame(at: time), wave: wave, circle: circle, bar: bar))
    }

    private mutating func sampleEnds(before limit: Duration?) {
        let due = Set(ends.filter { end in limit.map { end < $0 } ?? true })
        ends.removeAll { end in limit.map { end <= $0 } ?? true }
        for end in due.sorted() { sample(at: end) }
    }
}

/// The samples of a run, kept small: a sample's time and numbers are stored as they are,
/// while its display, circle, icon inputs, content and motions, which repeat from sample to
/// sample, are stored once and referred to by number. A long run's samples take a few dozen
/// bytes each instead of several hundred, well under the document written from them.
struct SampleTable {
    private struct Entry {
        var time: Duration
        var waveX: Double
        var waveRadius: Double
        var barVisibility: Double
        var display: Int32
        var circleState: Int32
        var activeInputs: Int32
        var content: Int32
        var wave: Int32
        var circle: Int32
        var bar: Int32
        var isInteractionEnabled: Bool
    }

    /// The entries in chunks of a fixed size: a growing run never copies all of them into a
    /// buffer twice the size, as one array growing would.
    private var chunks: [[Entry]] = []
    private static var chunkSize: Int { 4096 }
    /// The frame times that are not their sample's time (only a first instant after time zero,
    /// shown from time zero, has one).
    private var frameTimes: [Int: Duration] = [:]
    private(set) var count = 0
    private var displays = Interned<TabBarDisplay>()
    private var circleStates = Interned<CircleState>()
    private var inputSets = Interned<Set<TabID>>()
    private var contents = Interned<TabContent>()
    private var motions = Interned<Motion>()

    /// Whether there are none.
    var isEmpty: Bool { count == 0 }
    /// Their positions.
    var indices: Range<Int> { 0..<count }
    /// The last sample, if any.
    var last: AnimationSample? { isEmpty ? nil : self[count - 1] }

    private func entry(_ index: Int) -> Entry {
        chunks[index / Self.chunkSize][index % Self.chunkSize]
    }

    /// The sample at `index`, as it was appended.
    subscript(index: Int) -> AnimationSample {
        let entry = entry(index)
        return AnimationSample(
            time: entry.time,
            frame: SceneFrame(
                time: frameTimes[index] ?? entry.time, display: displays.value(entry.display),
                waveX: entry.waveX,
                waveRadius: entry.waveRadius, circle: circleStates[entry.circleState],
                barVisibility: entry.barVisibility, isInteractionEnabled: entry.isInteractionEnabled,
                activeInputs: inputSets[entry.activeInputs], content: contents.value(entry.content)),
            wave: motions.value(entry.wave), circle: motions.value(entry.circle),
            bar: motions.value(entry.bar))
    }

    /// The time of the sample at `index`, without making the whole sample.
    func time(at index: Int) -> Duration { entry(index).time }

    /// Adds `sample` at the end.
    mutating func append(_ sample: AnimationSample) {
        let frame = sample.frame
        if frame.time != sample.time { frameTimes[count] = frame.time }
        if chunks.last.map({ $0.count == Self.chunkSize }) ?? true {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        count += 1
        chunks[chunks.count - 1].append(
            Entry(
                time: sample.time, waveX: frame.waveX, waveRadius: frame.waveRadius,
                barVisibility: frame.barVisibility, display: displays.index(of: frame.display),
                circleState: circleStates.index(of: frame.circle),
                activeInputs: inputSets.index(of: frame.activeInputs),
                content: contents.index(of: frame.content), wave: motions.index(of: sample.wave),
                circle: motions.index(of: sample.circle), bar: motions.index(of: sample.bar),
                isInteractionEnabled: frame.isInteractionEnabled))
    }
}

/// Values stored once each while they keep recurring: a value equal to one of the last few
/// distinct values stored is given that one's number, so a run that comes back to the same
/// display or circle again and again stores it once.
private struct Interned<Value: Equatable> {
    private var values: [Value] = []
    /// The numbers of the most recently used distinct values, newest last.
    private var recent: [Int32] = []
    private static var recentLimit: Int { 16 }

    /// The value numbered `index`.
    subscript(index: Int32) -> Value { values[Int(index)] }

    /// The value numbered `index`, or `nil` for -1.
    func value(_ index: Int32) -> Value? { index < 0 ? nil : values[Int(index)] }

    /// The number of `value`, storing it when it is new; -1 for `nil`.
    mutating func index(of value: Value?) -> Int32 {
        guard let value else { return -1 }
        if let position = recent.lastIndex(where: { values[Int($0)] == value }) {
            let index = recent.remove(at: position)
            recent.append(index)
            return index
        }
        let index = Int32(values.count)
        values.append(value)
        recent.append(index)
        if recent.count > Self.recentLimit { recent.removeFirst() }
        return index
    }

    /// The number of `value`, storing it when it is new.
    mutating func index(of value: Value) -> Int32 {
        index(of: Optional(value))
    }
}
