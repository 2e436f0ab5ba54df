import TabBarKit

/// Writes the animated document from the samples of ``SVGAnimationBuilder``.
struct AnimationWriter {
    private let samples: [AnimationSample]
    private let total: Duration
    private let repeats: Bool
    private let keyTimes: [String]

    init(samples: [AnimationSample], total: Duration, repeats: Bool) {
        var samples = samples
        if samples.isEmpty { samples = [AnimationSample(time: .zero, frame: TabBarScene().frame(at: .zero))] }
        if let last = samples.last, last.time < total {
            samples.append(AnimationSample(time: total, frame: last.frame))
        }
        self.samples = samples
        self.total = total
        self.repeats = repeats
        keyTimes = samples.map { SVGNumber.format(min($0.time / total, 1)) }
    }

    func document() -> String {
        let n = SVGNumber.format
        let first = samples[0].frame
        let geometry = SVGBarDrawing.geometry(of: first.display)
        let width = samples.compactMap { $0.frame.display?.layout.width }.max() ?? geometry.layout.width
        let palettes = samples.map { SVGPalette.forTheme($0.frame.display?.theme ?? .light) }
        var out = SVGFrameDrawer.openingTag(width: width)
        out += #" data-duration=""# + n(total.seconds) + #"">"# + "\n" + SVGBarDrawing.definitions + "\n"
        out +=
            #"<rect class="page" x="0" y="0" width=""# + n(width) + #"" height=""# + n(SVGCanvas.height)
            + #"" fill=""# + palettes[0].page + #"">"# + discrete("fill", palettes.map(\.page)) + "</rect>\n"

        let slides = samples.map {
            "0 " + n(SVGCanvas.topMargin + (1 - $0.frame.barVisibility) * SVGCanvas.height)
        }
        out +=
            #"<g class="bar" transform="translate("# + slides[0] + #")">"#
            + continuous("transform", slides, motion: \.bar, transform: true) + "\n"

        let waves = samples.map {
            SVGBarDrawing.geometry(of: $0.frame.display).wavePath(centre: $0.frame.waveX)
        }
        let paths = waves.map(SVGBarDrawing.pathData)
        let edges = waves.map { SVGBarDrawing.pathData(SVGBarDrawing.topEdge(of: $0)) }
        out +=
            #"<path class="wave" d=""# + paths[0] + #"" fill=""# + palettes[0].bar + #"">"#
            + continuous("d", paths, motion: \.wave) + discrete("fill", palettes.map(\.bar)) + "</path>\n"
        out +=
            #"<path class="edge" d=""# + edges[0] + #"" fill="none" stroke=""# + palettes[0].edge
            + #"" stroke-width="0.5">"# + continuous("d", edges, motion: \.wave)
            + discrete("stroke", palettes.map(\.edge)) + "</path>\n"

        for run in runs(of: samples.map(\.frame.display)) {
            guard let display = run.value else { continue }
            out +=
                shownDuring(run) + SVGBarDrawing.items(display, palette: .forTheme(display.theme)) + "</g>\n"
        }

        let circles = samples.map(\.frame.circle)
        let moves = circles.map { n($0.x) + " " + n($0.y) }
        let alphas = circles.map { n(min(max($0.alpha, 0), 1)) }
        let radii = circles.map { n($0.diameter / 2) }
        out +=
            #"<g class="circle" transform="translate("# + moves[0] + #")" opacity=""# + alphas[0] + #"">"#
            + continuous("transform", moves, motion: \.circle, transform: true)
            + continuous("opacity", alphas, motion: \.circle)
        out +=
            SVGBarDrawing.shadowOpening + radii[0] + #"">"# + continuous("r", radii, motion: \.circle)
            + "</circle>"
            + #"<circle r=""# + radii[0] + #"" fill=""# + palettes[0].accent + #"">"#
            + continuous("r", radii, motion: \.circle) + discrete("fill", palettes.map(\.accent))
            + "</circle>"
        for run in runs(of: circles.map(\.icon)) {
            out +=
                shownDuring(run)
                + SVGGlyph.group(run.value, x: 0, y: 0, color: palettes[0].onAccent, scale: 1.1)
                + "</g>"
        }
        for run in runs(of: samples.map { SVGBarDrawing.circleBadge(of: $0.frame) }) {
            guard let badge = run.value else { continue }
            let sample = samples[run.start]
            out +=
                shownDuring(run)
                + SVGBarDrawing.circleBadge(
                    badge, diameter: sample.frame.circle.diameter,
                    palette: .forTheme(sample.frame.display?.theme ?? .light)) + "</g>"
        }
        out += "</g>\n</g>\n</svg>\n"
        return out
    }

    /// A stretch of samples `start..<end` that share one value.
    private struct Run<Value> {
        var value: Value
        var start: Int
        var end: Int
    }

    /// The runs of equal consecutive values.
    private func runs<Value: Equatable>(of values: [Value]) -> [Run<Value>] {
        var runs: [Run<Value>] = []
        for (index, value) in values.enumerated() {
            if let last = runs.last, last.value == value {
                runs[runs.count - 1].end = index + 1
            } else {
                runs.append(Run(value: value, start: index, end: index + 1))
            }
        }
        return runs
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
        times.append(keyTimes[run.start])
        if run.end < samples.count {
            values.append("hidden")
            times.append(keyTimes[run.end])
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

    /// An `<animate calcMode="discrete">` switching `attribute` at the samples where it changes;
    /// nothing when it never changes.
    private func discrete(_ attribute: String, _ values: [String]) -> String {
        var kept: [(time: String, value: String)] = []
        for (time, value) in zip(keyTimes, values) where kept.last?.value != value {
            kept.append((time, value))
        }
        guard kept.count > 1 else { return "" }
        return #"<animate attributeName=""# + attribute + #"" values=""#
            + kept.map(\.value).joined(separator: ";")
            + #"" keyTimes=""# + kept.map(\.time).joined(separator: ";") + #"" calcMode="discrete""# + timing
            + "/>"
    }

    /// An `<animate>` (or `<animateTransform type="translate">`) moving `attribute` through
    /// `values` with the splines of the motion in flight; nothing when it never changes.
    private func continuous(
        _ attribute: String, _ values: [String], motion: KeyPath<AnimationSample, Motion?>,
        transform: Bool = false
    ) -> String {
        guard values.contains(where: { $0 != values[0] }) else { return "" }
        var kept: [Int] = []
        for index in values.indices {
            let isInsideStillRun =
                index > 0 && index < values.count - 1 && values[index - 1] == values[index]
                && values[index + 1] == values[index]
            if !isInsideStillRun { kept.append(index) }
        }
        let splines = zip(kept, kept.dropFirst()).map { from, to in
            values[from] == values[to]
                ? AnimationSample.linearSpline
                : samples[from][keyPath: motion]?.spline(from: samples[from].time, to: samples[to].time)
                    ?? AnimationSample.linearSpline
        }
        let element = transform ? #"<animateTransform type="translate" "# : "<animate "
        return element + #"attributeName=""# + attribute + #"" values=""#
            + kept.map { values[$0] }.joined(separator: ";") + #"" keyTimes=""#
            + kept.map { keyTimes[$0] }.joined(separator: ";") + #"" calcMode="spline" keySplines=""#
            + splines.joined(separator: ";") + #"""# + timing + "/>"
    }
}
