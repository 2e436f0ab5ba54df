import Foundation
import TabBarKit
import TabBarRendering

/// The JSON renderer's throughput against the same events encoded by Foundation's
/// `JSONEncoder` into the same kind of sink, and a check that both outputs mean the same.
@MainActor
struct JSONFigures {
    let plan: BenchPlan

    func measure() throws -> [Figure] {
        let events = try BenchEvents.make(taps: plan.rendererTaps)
        let sampler = Sampler(repetitions: plan.repetitions)
        var failure: (any Error)?
        let (renderer, foundation) = sampler.measure(
            operations: events.count,
            {
                let renderer = JSONLinesRenderer(sink: NullSink())
                for event in events { renderer.render(event) }
            },
            against: {
                let encoder = FoundationJSONLines(sink: NullSink())
                do {
                    for event in events { try encoder.render(event) }
                } catch {
                    failure = error
                }
            })
        if let failure { throw failure }
        let mismatch = try Self.firstMismatch(events)
        return [
            Figure(
                id: "json_events_per_second", title: "JSON renderer, events/s", value: 1 / renderer.wall,
                unit: "/s", goal: .none,
                note:
                    "\(events.count.formatted) events from \(plan.rendererTaps.formatted) taps, into a NullSink"
            ),
            Figure(
                id: "json_speedup", title: "JSON renderer vs JSONEncoder (sorted keys)",
                value: foundation.wall / renderer.wall, unit: "×", goal: .atLeast(3),
                note: "JSONEncoder: " + BenchReport.format(1 / foundation.wall, unit: "events/s")),
            Figure(
                id: "json_same_values", title: "JSON outputs parse to the same values",
                value: mismatch == nil ? 1 : 0,
                unit: "", goal: .atLeast(1),
                note: mismatch ?? "all \(events.count.formatted) lines equal after JSONSerialization"),
        ]
    }

    /// Encodes `events` both ways into strings and compares the lines as parsed JSON values
    /// (the renderer's header line aside); returns a description of the first difference.
    static func firstMismatch(_ events: [TabBarEvent]) throws -> String? {
        let rendered = StringSink()
        let renderer = JSONLinesRenderer(sink: rendered)
        for event in events { renderer.render(event) }
        renderer.finish()
        let encoded = StringSink()
        let foundation = FoundationJSONLines(sink: encoded)
        for event in events { try foundation.render(event) }
        let ours = rendered.text.split(separator: "\n").dropFirst()  // the header
        let theirs = encoded.text.split(separator: "\n")
        guard ours.count == theirs.count else {
            return "line counts differ: \(ours.count) vs \(theirs.count)"
        }
        for (number, (line, expected)) in zip(ours, theirs).enumerated() {
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
            let expectedValue = try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary
            guard let value, let expectedValue, value.isEqual(expectedValue) else {
                return "line \(number + 2) differs: \(line.prefix(80))… vs \(expected.prefix(80))…"
            }
        }
        return nil
    }
}
