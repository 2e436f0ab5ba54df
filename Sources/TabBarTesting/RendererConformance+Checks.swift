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
