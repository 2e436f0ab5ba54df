import TabBarKit
import TabBarRendering

/// The rules behind ``RendererConformance/Checks``, each returning what it found.
extension RendererConformance {
    static func checkEveryKindWrites(run: ([TabBarEvent]) -> String) -> [String] {
        var found: [String] = []
        let events = RendererFixtures.allKinds
        for kind in TabBarMessage.allKinds {
            guard let index = events.firstIndex(where: { $0.message.kind == kind }) else {
                found.append("The fixture has no '\(kind)' event.")
                continue
            }
            let before = run(Array(events[..<index]))
            let after = run(Array(events[...index]))
            guard before == after else { continue }
            found.append(
                """
                Rendering a '\(kind)' event (event \(index) of RendererFixtures.allKinds, \
                \(TestDescription.line(events[index].message))) added no output.

                To fix, write something for '\(kind)', or leave .everyKindWrites out of the checks \
                if the renderer deliberately shows only some kinds.
                """)
        }
        return found
    }

    /// Renders both fixtures with descriptors 1 and 2 captured, in six captures: once, twice and
    /// three times over, then again. A deterministic renderer writes each of its lines exactly
    /// that much more often in each. A test running in parallel writes to the same descriptors, at
    /// its own pace: a runner's "started" line, even the same line from many tests of the same
    /// name, is not in exact proportion six times. Returns the finding and the renderer's lines;
    /// only the others reach the log.
    static func checkQuiet(run: ([TabBarEvent]) -> String) -> (found: [String], printed: Set<String>) {
        var captures: [OutputCapture.Captured] = []
        var printed: [[String]] = []  // per stream, the renderer's lines in the order of one rendering
        defer { for captured in captures { OutputCapture.passOn(captured, dropping: Set(printed.joined())) } }
        let repeats = [1, 2, 3, 1, 2, 3]
        for times in repeats {
            let captured = OutputCapture.capture {
                for _ in 0..<times {
                    _ = run(RendererFixtures.allKinds)
                    _ = run(RendererFixtures.hostileEvents)
                }
            }
            guard let captured, !captured.isEmpty else { return ([], []) }
            captures.append(captured)
        }
        printed = [\OutputCapture.Captured.standardOutput, \.standardError].map { stream in
            let lines = captures.map {
                String(decoding: $0[keyPath: stream], as: UTF8.self).split(separator: "\n").map(String.init)
            }
            let counts = lines.map { Dictionary($0.map { ($0, 1) }, uniquingKeysWith: +) }
            // The lines of one rendering: those that come exactly `times` as often in every capture.
            let kept = counts[0].filter { line, once in
                zip(counts, repeats).allSatisfy { count, times in count[line] == once * times }
            }
            return lines[0].filter { kept[$0] != nil }
        }
        let parts = zip(printed, ["standard output", "standard error"]).compactMap { lines, name in
            lines.first.map { "\(lines.count) line(s) to \(name) (the first: \"\($0.prefix(200))\")" }
        }
        guard !parts.isEmpty else { return ([], []) }
        return (
            [
                """
                The renderer wrote outside its sink while rendering the fixtures: \
                \(parts.joined(separator: " and ")).

                To fix, write only to the sink the factory is given: no print, no FileHandle.standardOutput \
                or standardError, no printf.
                """
            ], Set(printed.joined())
        )
    }

    static func checkTerminalSafe(_ output: String) -> [String] {
        let unsafe = output.unicodeScalars.filter(isTerminalUnsafe)
        guard let first = unsafe.first else { return [] }
        let codes = Set(unsafe.map { "U+" + String($0.value, radix: 16, uppercase: true) }).sorted()
        return [
            """
            Hostile strings reached the output raw: \(unsafe.count) unsafe character(s) \
            (\(codes.joined(separator: ", "))), the first at line \(line(of: first, in: output)).

            To fix, escape or drop control characters (C0 other than newline and tab, DEL, C1), \
            bidi controls and U+2028/U+2029 in every string the renderer writes.
            """
        ]
    }

    static func checkIsolated(options: RendererOptions, factory: RendererRegistry.Factory) -> [String] {
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
        return compare(alone.0, sinkA.text, what: "one of two renderers used in turn")
            + compare(alone.1, sinkB.text, what: "the other of two renderers used in turn")
    }

    static func isTerminalUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && UnsafeScalar.contains(scalar)
    }

    /// The line (from 1) where `scalar` first stands in `text`.
    static func line(of scalar: Unicode.Scalar, in text: String) -> Int {
        text.unicodeScalars.prefix { $0 != scalar }.count { $0 == "\n" } + 1
    }

    /// The finding when two renderings that must be equal differ, or none.
    static func compare(_ expected: String, _ actual: String, what: String) -> [String] {
        guard expected != actual else { return [] }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        func show(_ lines: [Substring]) -> String {
            index < lines.count ? String(lines[index].prefix(200)) : "(end of output)"
        }
        return [
            """
            Rendering \(what) twice gave different output, first at line \(index + 1):
            − \(show(a))
            + \(show(b))

            To fix, make the output depend only on the events: no wall clock, randomness, \
            dictionary order or state shared between instances.
            """
        ]
    }
}

extension ConformanceChecks where Kit == RendererConformance {
    /// The same events give the same bytes, run after run.
    public static var deterministic: Self { Self(rawValue: 1 << 0) }
    /// Each message kind adds output of its own: rendering the fixture up to and
    /// including the first event of that kind writes something that rendering up to just
    /// before it does not. Leave it out for a renderer that draws only some kinds.
    public static var everyKindWrites: Self { Self(rawValue: 1 << 1) }
    /// Hostile strings in every field render, and render the same way twice.
    public static var hostileStrings: Self { Self(rawValue: 1 << 2) }
    /// With colour off, the output of hostile strings holds no control characters other
    /// than newline and tab, no C1 controls, no bidi controls and no line or paragraph
    /// separators: nothing that could drive or garble a terminal.
    public static var terminalSafe: Self { Self(rawValue: 1 << 3) }
    /// Two instances used in turn write only to their own sinks, exactly what each writes
    /// when used alone (no shared state, no other destination).
    public static var isolated: Self { Self(rawValue: 1 << 4) }
    /// Output is complete after `finish()`: the fixture gives non-empty output, and a
    /// renderer that got no event finishes without trouble.
    public static var finishFlushes: Self { Self(rawValue: 1 << 5) }

    /// Nothing is written to standard output or standard error while the renderer renders
    /// the fixtures and finishes: the process's file descriptors 1 and 2 are captured around
    /// it (`dup`/`dup2` and a pipe), so `print`, `FileHandle.standardError` and C `printf` are
    /// all seen. What is captured is passed on to the real output afterwards. Output from
    /// elsewhere in the process (another test running in parallel) could fall in the window,
    /// so the renderer is run three times and only the lines seen every time count.
    public static var quiet: Self { Self(rawValue: 1 << 6) }

    /// Every check.
    public static var all: Self {
        [.deterministic, .everyKindWrites, .hostileStrings, .terminalSafe, .isolated, .finishFlushes, .quiet]
    }
}
