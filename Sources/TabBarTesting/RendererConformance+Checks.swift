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

    /// Renders both fixtures with descriptors 1 and 2 captured, up to three times: output seen
    /// every time is the renderer's (a parallel test's output would not be there each time).
    static func checkQuiet(run: ([TabBarEvent]) -> String) -> [String] {
        var seen: OutputCapture.Captured?
        for _ in 0..<3 {
            let captured = OutputCapture.capture {
                _ = run(RendererFixtures.allKinds)
                _ = run(RendererFixtures.hostileEvents)
            }
            guard let captured, !captured.isEmpty else { return [] }
            if seen == nil || captured.standardOutput.count + captured.standardError.count
                < seen!.standardOutput.count + seen!.standardError.count
            {
                seen = captured
            }
        }
        guard let seen else { return [] }
        func describe(_ bytes: [UInt8], _ name: String) -> String? {
            guard !bytes.isEmpty else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = String(lines.first?.prefix(200) ?? "")
            return "\(bytes.count) byte(s) in \(lines.count - (text.hasSuffix("\n") ? 1 : 0)) line(s) to "
                + "\(name) (the first: \"\(first)\")"
        }
        let parts = [describe(seen.standardOutput, "standard output"), describe(seen.standardError, "standard error")]
            .compactMap { $0 }
        return [
            """
            The renderer wrote outside its sink while rendering the fixtures: \
            \(parts.joined(separator: " and ")).

            To fix, write only to the sink the factory is given: no print, no FileHandle.standardOutput \
            or standardError, no printf.
            """
        ]
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

    static func checkIsolated(
        options: RendererOptions, factory: RendererRegistry.Factory
    ) -> [String] {
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

    static func line(of scalar: Unicode.Scalar, in text: String) -> Int {
        var line = 1
        for candidate in text.unicodeScalars {
            if candidate == scalar { return line }
            if candidate == "\n" { line += 1 }
        }
        return line
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
