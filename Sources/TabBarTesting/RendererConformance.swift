import TabBarKit
import TabBarRendering

/// Checks that a renderer keeps the `TabBarRenderer` contract. Run it from a test on your
/// renderer's factory: ``check(_:options:fileID:filePath:line:column:factory:)`` fails the
/// running test (Swift Testing or XCTest) at your call once per broken rule, and
/// ``findings(_:options:factory:)`` only returns what it found. For the `MarkdownRenderer` of
/// TabBarRendering's article "Implementing a renderer":
///
/// ```swift
/// @Test @MainActor func markdownRenderer_conforms() {
///     // A Markdown table shows only `display`: every other check applies.
///     RendererConformance.check(.all.subtracting(.everyKindWrites)) { _, sink in MarkdownRenderer(sink: sink) }
/// }
/// ```
///
/// The checks (all by default; see ``Checks``) render ``RendererFixtures/allKinds`` and
/// ``RendererFixtures/hostileEvents`` into `StringSink`s, calling `finish()` at the end: the
/// same events give the same bytes; every message kind writes something; hostile strings render,
/// and with colour off reach the output escaped; two instances keep to their own sinks; the output
/// is complete after `finish()`; and nothing is written to standard output or standard error
/// (``Checks/quiet``).
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

        /// Nothing is written to standard output or standard error while the renderer renders
        /// the fixtures and finishes: the process's file descriptors 1 and 2 are captured around
        /// it (`dup`/`dup2` and a pipe), so `print`, `FileHandle.standardError` and C `printf` are
        /// all seen. What is captured is passed on to the real output afterwards. Output from
        /// elsewhere in the process (another test running in parallel) could fall in the window,
        /// so the renderer is run three times and only the lines seen every time count.
        public static let quiet = Checks(rawValue: 1 << 6)

        /// Every check.
        public static let all: Checks = [
            .deterministic, .everyKindWrites, .hostileStrings, .terminalSafe, .isolated, .finishFlushes,
            .quiet,
        ]
    }

    /// What `checks` find wrong with renderers made by `factory` with `options`, without
    /// failing any test: empty when the renderer keeps the contract. Use it from any runner, or
    /// to print a report.
    public static func findings(
        _ checks: Checks = .all, options: RendererOptions = RendererOptions(),
        factory: RendererRegistry.Factory
    ) -> [Finding] {
        func run(_ events: [TabBarEvent]) -> String { output(of: events, options: options, factory: factory) }
        var found: [Finding] = []
        func add(_ check: Checks, _ messages: [String]) {
            found += messages.map { Finding(check: check, message: $0) }
        }
        let fixture = run(RendererFixtures.allKinds)
        if checks.contains(.deterministic) {
            add(.deterministic, compare(fixture, run(RendererFixtures.allKinds), what: "the kind fixture"))
        }
        if checks.contains(.everyKindWrites) {
            add(.everyKindWrites, checkEveryKindWrites(run: run))
        }
        let hostile =
            checks.isDisjoint(with: [.hostileStrings, .terminalSafe])
            ? "" : run(RendererFixtures.hostileEvents)
        if checks.contains(.hostileStrings) {
            add(
                .hostileStrings,
                compare(hostile, run(RendererFixtures.hostileEvents), what: "hostile strings"))
        }
        if checks.contains(.terminalSafe), !options.color {
            add(.terminalSafe, checkTerminalSafe(hostile))
        }
        if checks.contains(.isolated) {
            add(.isolated, checkIsolated(options: options, factory: factory))
        }
        if checks.contains(.finishFlushes) {
            if fixture.isEmpty {
                let count = RendererFixtures.allKinds.count
                add(
                    .finishFlushes,
                    [
                        """
                        The renderer wrote nothing for \(count) events and finish().

                        To fix, write each event's output to the sink, at the latest in finish().
                        """
                    ])
            }
            _ = run([])
        }
        if checks.contains(.quiet) {
            add(.quiet, checkQuiet(run: run))
        }
        return found
    }

    /// Runs `checks` on renderers made by `factory` with `options`, fails the running test
    /// (Swift Testing or XCTest) at the caller's line once per finding, and returns the findings.
    @discardableResult
    public static func check(
        _ checks: Checks = .all, options: RendererOptions = RendererOptions(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, factory: RendererRegistry.Factory
    ) -> [Finding] {
        let found = findings(checks, options: options, factory: factory)
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        for finding in found { TestFailure.record(finding.message, at: site) }
        return found
    }

    /// Runs `checks` on the renderer that `registry` has under `name`, as
    /// ``check(_:options:fileID:filePath:line:column:factory:)`` does; a name the registry does
    /// not know fails the test with the registry's error.
    @discardableResult
    public static func check(
        _ checks: Checks = .all, registry: RendererRegistry, named name: String,
        options: RendererOptions = RendererOptions(), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Finding] {
        do {
            let entry = try registry.entry(named: name)
            return check(
                checks, options: options, fileID: fileID, filePath: filePath, line: line, column: column,
                factory: entry.factory)
        } catch {
            TestFailure.record(
                "\(error)", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return []
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
