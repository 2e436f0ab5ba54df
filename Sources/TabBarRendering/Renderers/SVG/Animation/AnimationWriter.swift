import TabBarKit

/// Writes the animated document from the samples of ``SVGAnimationBuilder``.
struct AnimationWriter {
    private let samples: SampleTable
    private let total: Duration
    private let repeats: Bool

    init(samples: SampleTable, total: Duration, repeats: Bool) {
        var samples = samples
        if samples.isEmpty {
            samples.append(AnimationSample(time: .zero, frame: TabBarScene().frame(at: .zero)))
        }
        if let last = samples.last, last.time < total {
            samples.append(AnimationSample(time: total, frame: last.frame))
        }
        self.samples = samples
        self.total = total
        self.repeats = repeats
    }

    /// The key time of the sample at `index`, a fraction of the whole; made when written, so
    /// that a long run keeps no list of them.
    private func keyTime(_ index: Int) -> String {
        SVGNumber.format(min(samples.time(at: index) / total, 1))
    }

    /// The whole document as one string (for a caller that keeps it).
    func document() -> String {
        let sink = StringSink()
        write(to: sink)
        return sink.text
    }

    /// Writes the document to `sink` piece by piece, as it is made: no whole document, no list
    /// of every sample's path data and no list of key times is ever held, so the memory a long
    /// run takes stays that of its compact samples, whatever the document's size.
    func write(to sink: any TextSink) {
        var out = ChunkedOutput(sink: sink)
        let n = SVGNumber.format
        let first = samples[0].frame
        let geometry = SVGBarDrawing.geometry(of: first.display)
        var width = geometry.layout.width
        var widest: Double?
        for index in samples.indices {
            if let candidate = samples[index].frame.display?.layout.width {
                widest = max(widest ?? candidate, candidate)
            }
        }
        width = widest ?? width
        func palette(_ index: Int) -> SVGPalette {
            SVGPalette.forTheme(samples[index].frame.display?.theme ?? .light)
        }
        let firstPalette = palette(0)
        out.write(SVGFrameDrawer.openingTag(width: width))
        out.write(#" data-duration=""# + n(total.seconds) + #"">"# + "\n" + SVGBarDrawing.definitions + "\n")
        out.write(
            #"<rect class="page" x="0" y="0" width=""# + n(width) + #"" height=""# + n(SVGCanvas.height)
                + #"" fill=""# + firstPalette.page + #"">"#)
        discrete("fill", { palette($0).page }, into: &out)
        out.write("</rect>\n")

        let slide = { (index: Int) in
            "0 " + n(SVGCanvas.topMargin + (1 - self.samples[index].frame.barVisibility) * SVGCanvas.height)
        }
        out.write(#"<g class="bar" transform="translate("# + slide(0) + #")">"#)
        continuous("transform", slide, motion: \.bar, transform: true, into: &out)
        out.write("\n")

        let wave = { (index: Int) in
            SVGBarDrawing.geometry(of: self.samples[index].frame.display).wavePath(
                centre: self.samples[index].frame.waveX)
        }
        let path = { (index: Int) in SVGBarDrawing.pathData(wave(index)) }
        let edge = { (index: Int) in SVGBarDrawing.pathData(SVGBarDrawing.topEdge(of: wave(index))) }
        out.write(#"<path class="wave" d=""# + path(0) + #"" fill=""# + firstPalette.bar + #"">"#)
        continuous("d", path, motion: \.wave, into: &out)
        discrete("fill", { palette($0).bar }, into: &out)
        out.write("</path>\n")
        out.write(
            #"<path class="edge" d=""# + edge(0) + #"" fill="none" stroke=""# + firstPalette.edge
                + #"" stroke-width="0.5">"#)
        continuous("d", edge, motion: \.wave, into: &out)
        discrete("stroke", { palette($0).edge }, into: &out)
        out.write("</path>\n")

        forEachRun({ self.samples[$0].frame.display }) { run in
            guard let display = run.value else { return }
            out.write(
                shownDuring(run) + SVGBarDrawing.items(display, palette: .forTheme(display.theme)) + "</g>\n")
        }

        let circle = { (index: Int) in self.samples[index].frame.circle }
        let move = { (index: Int) in n(circle(index).x) + " " + n(circle(index).y) }
        let alpha = { (index: Int) in n(min(max(circle(index).alpha, 0), 1)) }
        let radius = { (index: Int) in n(circle(index).diameter / 2) }
        out.write(
            #"<g class="circle" transform="translate("# + move(0) + #")" opacity=""# + alpha(0) + #"">"#)
        continuous("transform", move, motion: \.circle, transform: true, into: &out)
        continuous("opacity", alpha, motion: \.circle, into: &out)
        out.write(SVGBarDrawing.shadowOpening + radius(0) + #"">"#)
        continuous("r", radius, motion: \.circle, into: &out)
        out.write("</circle>" + #"<circle r=""# + radius(0) + #"" fill=""# + firstPalette.accent + #"">"#)
        continuous("r", radius, motion: \.circle, into: &out)
        discrete("fill", { palette($0).accent }, into: &out)
        out.write("</circle>")
        forEachRun({ circle($0).icon }) { run in
            out.write(
                shownDuring(run)
                    + SVGGlyph.group(run.value, x: 0, y: 0, color: firstPalette.onAccent, scale: 1.1) + "</g>"
            )
        }
        forEachRun({ SVGBarDrawing.circleBadge(of: self.samples[$0].frame) }) { run in
            guard let badge = run.value else { return }
            let sample = samples[run.start]
            out.write(
                shownDuring(run)
                    + SVGBarDrawing.circleBadge(
                        badge, diameter: sample.frame.circle.diameter,
                        palette: .forTheme(sample.frame.display?.theme ?? .light)) + "</g>")
        }
        out.write("</g>\n</g>\n</svg>\n")
        out.flush()
    }

    /// A stretch of samples `start..<end` that share one value.
    private struct Run<Value> {
        var value: Value
        var start: Int
        var end: Int
    }

    /// Hands each run of equal consecutive values of the samples to `body` as soon as it ends,
    /// in order: only the run being read is held, never a list of them.
    private func forEachRun<Value: Equatable>(_ value: (Int) -> Value, _ body: (Run<Value>) -> Void) {
        var current: Run<Value>?
        for index in samples.indices {
            let value = value(index)
            if let run = current, run.value == value {
                current?.end = index + 1
            } else {
                if let run = current { body(run) }
                current = Run(value: value, start: index, end: index + 1)
            }
        }
        if let run = current { body(run) }
    }

    /// An opening `<g>` visible only while `run` lasts (the layer of one display or icon).
    private func shownDuring<Value>(_ run: Run<Value>) -> String {
        var values: [String] = []
        var times: [String] = []
        if run.start > 0 {
            values.append("hidden")
            times.append("0")
        }
        values.append("visible")
        times.append(keyTime(run.start))
        if run.end < samples.count {
            values.append("hidden")
            times.append(keyTime(run.end))
        }
        var out = #"<g visibility=""# + values[0] + #"">"#
        if values.count > 1 {
            out +=
                #"<animate attributeName="visibility" values=""# + values.joined(separator: ";")
                + #"" keyTimes=""#
                + times.joined(separator: ";") + #"" calcMode="discrete""# + timing + "/>"
        }
        return out
    }

    private var timing: String {
        #" dur=""# + SVGNumber.format(total.seconds) + #"s" begin="0s""#
            + (repeats ? #" repeatCount="indefinite""# : #" fill="freeze""#)
    }

    /// An `<animate calcMode="discrete">` switching `attribute` at the samples where its value
    /// changes, written to `out`; nothing when it never changes.
    private func discrete(_ attribute: String, _ value: (Int) -> String, into out: inout ChunkedOutput) {
        var changes: [Int] = []
        var previous: String?
        for index in samples.indices {
            let current = value(index)
            if current != previous { changes.append(index) }
            previous = current
        }
        guard changes.count > 1 else { return }
        out.write(#"<animate attributeName=""# + attribute + #"" values=""#)
        for (position, index) in changes.enumerated() { out.write((position > 0 ? ";" : "") + value(index)) }
        out.write(#"" keyTimes=""#)
        for (position, index) in changes.enumerated() {
            out.write((position > 0 ? ";" : "") + keyTime(index))
        }
        out.write(#"" calcMode="discrete""# + timing + "/>")
    }

    /// An `<animate>` (or `<animateTransform type="translate">`) moving `attribute` through the
    /// samples' values with the splines of the motion in flight, written to `out`; nothing when
    /// it never changes. Values are made when written, never all kept: only the indices of the
    /// samples written (those not inside a still stretch) are.
    private func continuous(
        _ attribute: String, _ value: (Int) -> String, motion: KeyPath<AnimationSample, Motion?>,
        transform: Bool = false, into out: inout ChunkedOutput
    ) {
        var kept: [Int] = []
        var previous: String?
        var current = value(0)
        var changes = false
        for index in samples.indices {
            let next = index + 1 < samples.count ? value(index + 1) : nil
            if next != nil, next != current { changes = true }
            let isInsideStillRun = previous == current && next == current
            if !isInsideStillRun { kept.append(index) }
            previous = current
            if let next { current = next }
        }
        guard changes else { return }
        let element = transform ? #"<animateTransform type="translate" "# : "<animate "
        out.write(element + #"attributeName=""# + attribute + #"" values=""#)
        for (position, index) in kept.enumerated() { out.write((position > 0 ? ";" : "") + value(index)) }
        out.write(#"" keyTimes=""#)
        for (position, index) in kept.enumerated() { out.write((position > 0 ? ";" : "") + keyTime(index)) }
        out.write(#"" calcMode="spline" keySplines=""#)
        var fromValue = kept.first.map(value)
        for (position, (from, to)) in zip(kept, kept.dropFirst()).enumerated() {
            let toValue = value(to)
            let spline =
                fromValue == toValue
                ? AnimationSample.linearSpline
                : samples[from][keyPath: motion]?.spline(from: samples[from].time, to: samples[to].time)
                    ?? AnimationSample.linearSpline
            out.write((position > 0 ? ";" : "") + spline)
            fromValue = toValue
        }
        out.write(#"""# + timing + "/>")
    }
}

/// Text on its way to a sink, handed over in pieces of about 64 KiB, so that a writer of a
/// long document neither holds it whole nor calls the sink for every few bytes.
struct ChunkedOutput {
    private let sink: any TextSink
    private var pending = ""
    private static let chunk = 64 * 1024

    init(sink: any TextSink) { self.sink = sink }

    mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.chunk { flush() }
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        sink.write(pending)
        pending = ""
    }
}
