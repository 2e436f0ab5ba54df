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
/// (`quiet`).
@MainActor
public enum RendererConformance {
    /// Which rules to check: ``ConformanceChecks`` tagged with this kit.
    public typealias Checks = ConformanceChecks<RendererConformance>
    /// One broken rule: which check found it and what to do about it.
    public typealias Finding = ConformanceFinding<RendererConformance>

    /// What `checks` find wrong with renderers made by `factory` with `options`, without
    /// failing any test: empty when the renderer keeps the contract. Use it from any runner, or
    /// to print a report.
    public static func findings(
        _ checks: Checks = .all, options: RendererOptions = RendererOptions(),
        factory: RendererRegistry.Factory
    ) -> [Finding] {
        // `quiet` first: what the renderer prints is reported once, there, and kept from the test
        // log in every other run.
        let (loud, printed) =
            checks.contains(.quiet)
            ? checkQuiet(run: { output(of: $0, options: options, factory: factory) }) : ([], [])
        return OutputCapture.dropping(printed) {
            findings(checks, options: options, factory: factory, loud: loud)
        }
    }

    private static func findings(
        _ checks: Checks, options: RendererOptions, factory: RendererRegistry.Factory, loud: [String]
    ) -> [Finding] {
        func run(_ events: [TabBarEvent]) -> String { output(of: events, options: options, factory: factory) }
        var log = ConformanceLog<RendererConformance>()
        /// Records what `check` finds, when it is one of the checks run.
        func add(_ check: Checks, _ found: @autoclosure () -> [String]) {
            guard checks.contains(check) else { return }
            for message in found() { log.add(check, message, call: String(message.prefix { $0 != "\n" })) }
        }
        let fixture = run(RendererFixtures.allKinds)
        add(.deterministic, compare(fixture, run(RendererFixtures.allKinds), what: "the kind fixture"))
        add(.everyKindWrites, checkEveryKindWrites(run: run))
        let hostile =
            checks.isDisjoint(with: [.hostileStrings, .terminalSafe])
            ? "" : run(RendererFixtures.hostileEvents)
        add(.hostileStrings, compare(hostile, run(RendererFixtures.hostileEvents), what: "hostile strings"))
        add(.terminalSafe, options.color ? [] : checkTerminalSafe(hostile))
        add(.isolated, checkIsolated(options: options, factory: factory))
        // A renderer that prints instead of writing to its sink is found by `quiet` alone.
        add(.quiet, loud)
        if checks.contains(.finishFlushes) {
            add(
                .finishFlushes,
                fixture.isEmpty && loud.isEmpty
                    ? [
                        """
                        The renderer wrote nothing for \(RendererFixtures.allKinds.count) events and finish().

                        To fix, write each event's output to the sink, at the latest in finish().
                        """
                    ] : [])
            _ = run([])
        }
        return log.findings
    }

    /// Runs `checks` on renderers made by `factory` with `options`, fails the running test
    /// (Swift Testing or XCTest) at the caller's line once per finding, and returns the findings.
    @discardableResult
    public static func check(
        _ checks: Checks = .all, options: RendererOptions = RendererOptions(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, factory: RendererRegistry.Factory
    ) -> [Finding] {
        findings(checks, options: options, factory: factory)
            .recorded(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
