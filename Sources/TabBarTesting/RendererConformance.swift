import TabBarKit
import Testing

/// Checks that a renderer keeps the ``TabBarRenderer`` contract. Run it from a test on your
/// renderer's factory; every broken rule is recorded as an issue at your call.
///
/// ```swift
/// @Test @MainActor func markdownRenderer_conforms() {
///     RendererConformance.check { options, sink in MarkdownRenderer(sink: sink) }
/// }
/// ```
///
/// The checks (all by default; see ``Checks``) render ``RendererFixtures/allKinds`` and
/// ``RendererFixtures/hostileEvents`` into ``StringSink``s, calling `finish()` at the end.
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

    private static func checkEveryKindWrites(run: ([TabBarEvent]) -> String, _ sourceLocation: SourceLocation)
    {
        let events = RendererFixtures.allKinds
        for kind in TabBarMessage.allKinds {
            guard let index = events.firstIndex(where: { $0.message.kind == kind }) else {
                Issue.record("The fixture has no '\(kind)' event.", sourceLocation: sourceLocation)
                continue
            }
            let before = run(Array(events[..<index]))
            let after = run(Array(events[...index]))
            guard before == after else { continue }
            Issue.record(
                """
                Rendering a '\(kind)' event (event \(index) of RendererFixtures.allKinds, \
                \(TestDescription.line(events[index].message))) added no output.

                To fix, write something for '\(kind)', or leave .everyKindWrites out of the checks \
                if the renderer deliberately shows only some kinds.
                """,
                sourceLocation: sourceLocation)
        }
    }

    private static func checkTerminalSafe(_ output: String, _ sourceLocation: SourceLocation) {
        let unsafe = output.unicodeScalars.filter(isTerminalUnsafe)
        guard let first = unsafe.first else { return }
        let codes = Set(unsafe.map { "U+" + String($0.value, radix: 16, uppercase: true) }).sorted()
        Issue.record(
            """
            Hostile strings reached the output raw: \(unsafe.count) unsafe character(s) \
            (\(codes.joined(separator: ", "))), the first at line \(line(of: first, in: output)).

            To fix, escape or drop control characters (C0 other than newline and tab, DEL, C1), \
            bidi controls and U+2028/U+2029 in every string the renderer writes.
            """,
            sourceLocation: sourceLocation)
    }

    private static func checkIsolated(
        options: RendererOptions, factory: RendererRegistry.Factory, _ sourceLocation: SourceLocation
    ) {
        let first = RendererFixtures.allKinds
        let second = Array(RendererFixtures.hostileEvents.prefix(first.count))
        let (sinkA, sinkB) = (StringSink(), StringSink())
        let (rendererA, rendererB) = (factory(options, sinkA), factory(options, sinkB))
        for index in 0..<max(first.count, second.count) {
            if index < first.count { rendererA.render(first[index]) }
            if index < second.count { rendererB.render(second[index]) }
        }
        rendererA.finish()
        rendererB.finish()
        let alone = (
            output(of: first, options: options, factory: factory),
            output(of: second, options: options, factory: factory)
        )
        expectSame(alone.0, sinkA.text, what: "one of two renderers used in turn", sourceLocation)
        expectSame(alone.1, sinkB.text, what: "the other of two renderers used in turn", sourceLocation)
    }

    private static func isTerminalUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func line(of scalar: Unicode.Scalar, in text: String) -> Int {
        var line = 1
        for candidate in text.unicodeScalars {
            if candidate == scalar { return line }
            if candidate == "\n" { line += 1 }
        }
        return line
    }

    private static func expectSame(
        _ expected: String, _ actual: String, what: String, _ sourceLocation: SourceLocation
    ) {
        guard expected != actual else { return }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        func show(_ lines: [Substring]) -> String {
            index < lines.count ? String(lines[index].prefix(200)) : "(end of output)"
        }
        Issue.record(
            """
            Rendering \(what) twice gave different output, first at line \(index + 1):
            − \(show(a))
            + \(show(b))

            To fix, make the output depend only on the events: no wall clock, randomness, \
            dictionary order or state shared between instances.
            """,
            sourceLocation: sourceLocation)
    }
}
