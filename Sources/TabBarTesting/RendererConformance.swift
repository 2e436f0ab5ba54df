import TabBarKit
import TabBarRendering
import Testing

/// Checks that a renderer keeps the `TabBarRenderer` contract. Run it from a test on your
/// renderer's factory; every broken rule is recorded as an issue at your call.
///
/// ```swift
/// @Test @MainActor func markdownRenderer_conforms() {
///     RendererConformance.check { options, sink in MarkdownRenderer(sink: sink) }
/// }
/// ```
///
/// The checks (all by default; see ``Checks``) render ``RendererFixtures/allKinds`` and
/// ``RendererFixtures/hostileEvents`` into `StringSink`s, calling `finish()` at the end.
@MainActor
public enum RendererConformance {
    /// Which rules to check.
    public struct Checks: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates a set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The same events give the same bytes, run after run.
        public static let deterministic = Checks(rawValue: 1 << 0)
        /// Each message kind adds output of its own: rendering the fixture up to and
        /// including the first event of that kind writes something that rendering up to just
        /// before it does not. Leave it out for a renderer that draws only some kinds.
        public static let everyKindWrites = Checks(rawValue: 1 << 1)
        /// Hostile strings in every field render, and render the same way twice.
        public static let hostileStrings = Checks(rawValue: 1 << 2)
        /// With colour off, the output of hostile strings holds no control characters other
        /// than newline and tab, no C1 controls, no bidi controls and no line or paragraph
        /// separators: nothing that could drive or garble a terminal.
        public static let terminalSafe = Checks(rawValue: 1 << 3)
        /// Two instances used in turn write only to their own sinks, exactly what each writes
        /// when used alone (no shared state, no other destination).
        public static let isolated = Checks(rawValue: 1 << 4)
        /// Output is complete after `finish()`: the fixture gives non-empty output, and a
        /// renderer that got no event finishes without trouble.
        public static let finishFlushes = Checks(rawValue: 1 << 5)

        /// Every check.
        public static let all: Checks = [
            .deterministic, .everyKindWrites, .hostileStrings, .terminalSafe, .isolated, .finishFlushes,
        ]
    }

    /// Runs `checks` on renderers made by `factory` with `options`.
    public static func check(
        _ checks: Checks = .all, options: RendererOptions = RendererOptions(),
        sourceLocation: SourceLocation = #_sourceLocation, factory: RendererRegistry.Factory
    ) {
        func run(_ events: [TabBarEvent]) -> String { output(of: events, options: options, factory: factory) }
        let fixture = run(RendererFixtures.allKinds)
        if checks.contains(.deterministic) {
            expectSame(fixture, run(RendererFixtures.allKinds), what: "the kind fixture", sourceLocation)
        }
        if checks.contains(.everyKindWrites) {
            checkEveryKindWrites(run: run, sourceLocation)
        }
        let hostile =
            checks.isDisjoint(with: [.hostileStrings, .terminalSafe])
            ? "" : run(RendererFixtures.hostileEvents)
        if checks.contains(.hostileStrings) {
            expectSame(hostile, run(RendererFixtures.hostileEvents), what: "hostile strings", sourceLocation)
        }
        if checks.contains(.terminalSafe), !options.color {
            checkTerminalSafe(hostile, sourceLocation)
        }
        if checks.contains(.isolated) {
            checkIsolated(options: options, factory: factory, sourceLocation)
        }
        if checks.contains(.finishFlushes) {
            if fixture.isEmpty {
                let count = RendererFixtures.allKinds.count
                Issue.record(
                    """
                    The renderer wrote nothing for \(count) events and finish().

                    To fix, write each event's output to the sink, at the latest in finish().
                    """,
                    sourceLocation: sourceLocation)
            }
            _ = run([])
        }
    }

    /// Runs `checks` on the renderer that `registry` has under `name`.
    public static func check(
        _ checks: Checks = .all, registry: RendererRegistry, named name: String,
        options: RendererOptions = RendererOptions(), sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let entry = try registry.entry(named: name)
            check(checks, options: options, sourceLocation: sourceLocation, factory: entry.factory)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }

    /// Everything a fresh renderer writes for `events`, `finish()` included.
    public static func output(
        of events: [TabBarEvent], options: RendererOptions = RendererOptions(),
        factory: RendererRegistry.Factory
    ) -> String {
        let sink = StringSink()
        let renderer = factory(options, sink)
        for event in events { renderer.render(event) }
        renderer.finish()
        return sink.text
    }
}
