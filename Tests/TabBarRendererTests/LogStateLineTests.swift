import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// The log's `state` line is a fact that must be read back: two different states never print
/// alike, and parsing a printed line gives the very state it came from.
@Suite(.tabBarChecks)
@MainActor
struct LogStateLineTests {
    private func line(of state: TabBarState) -> String {
        let output = RendererConformance.output(of: [TabBarEvent(time: .zero, message: .state(state))]) {
            _, sink in LogRenderer(sink: sink)
        }
        return String(output.dropLast())
    }

    @Test func aBadgeHoldingSeparators_printsUnlikeSeparateBadges() throws {
        let one = TabBarState(
            selection: .tab("lessons"), order: ["archives", "inbox"], badges: ["archives": "x,inbox:5"])
        let two = TabBarState(
            selection: .tab("lessons"), order: ["archives", "inbox"], badges: ["archives": "x", "inbox": "5"])
        #expect(line(of: one) != line(of: two))
        #expect(try LogStateLine.parse(line(of: one)) == one)
        #expect(try LogStateLine.parse(line(of: two)) == two)
    }

    @Test func aDot_printsUnlikeTheTextBullet() throws {
        let dot = TabBarState(selection: .more, order: ["archives"], badges: ["archives": .dot])
        let text = TabBarState(selection: .more, order: ["archives"], badges: ["archives": "•"])
        #expect(
            line(of: dot)
                == #"t=0.000 kind=state selection=more order=archives badges="archives:•" disabled="" hidden=false"#
        )
        #expect(
            line(of: text)
                == #"t=0.000 kind=state selection=more order=archives badges="archives:\\•" disabled="" hidden=false"#
        )
        #expect(try LogStateLine.parse(line(of: dot)) == dot)
        #expect(try LogStateLine.parse(line(of: text)) == text)
    }

    /// Seeded random states whose ids and badges are built from separators, escapes, quotes,
    /// lookalikes of the dot and invisible characters: each line parses back to its state.
    @Test(arguments: [UInt64(1), 38, 20_261_205])
    func randomStates_roundTrip(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let pieces = [
            "a", "inbox", "5", ",", ":", "\\", "\"", "=", " ", "•", "·", "∙", "dot", "none", "\u{200B}", "\n",
            "\u{202E}", "é", "\\,", "\\:", "x", "more-", "",
        ]
        func text(allowingEmpty: Bool) -> String {
            var result = ""
            repeat {
                for _ in 0..<random.below(4) { result += pieces[random.below(pieces.count)] }
            } while !allowingEmpty && result.isEmpty
            return result
        }
        for _ in 0..<500 {
            var ids: [TabID] = []
            for _ in 0..<random.below(6) {
                let id = TabID(text(allowingEmpty: false))
                if id.rawValue != TabID.reservedMore { ids.append(id) }
            }
            var badges: [TabID: TabBadge] = [:]
            for id in ids where random.below(2) == 0 {
                badges[id] = random.below(4) == 0 ? .dot : TabBadge(text(allowingEmpty: true))
            }
            let selection: Selection =
                ids.isEmpty || random.below(5) == 0 ? .more : .tab(ids[random.below(ids.count)])
            let state = TabBarState(
                selection: selection, order: ids, badges: badges,
                disabled: ids.filter { _ in random.below(3) == 0 },
                hidden: random.below(2) == 0)
            let printed = line(of: state)
            #expect(!printed.contains("\n"))
            #expect(try LogStateLine.parse(printed) == state, "\(printed)")
        }
    }
}

/// A reader of the log's `state` line, written from the renderer's documentation: logfmt
/// pairs (bare or quoted values with Go-style escapes), then the lists inside the values.
enum LogStateLine {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ line: String) throws -> TabBarState {
        let fields = try pairs(line)
        func value(_ key: String) throws -> String {
            guard let value = fields.first(where: { $0.key == key })?.value else {
                throw Malformed(description: "no \(key) in \(line)")
            }
            return value
        }
        guard try value("kind") == "state" else { throw Malformed(description: "not a state line: \(line)") }
        let selection = try value("selection")
        var badges: [TabID: TabBadge] = [:]
        for entry in try items(value("badges")) {
            let parts = try items(entry.raw, separator: ":", limit: 2)
            guard parts.count == 2 else { throw Malformed(description: "badge entry without ':' in \(line)") }
            badges[TabID(parts[0].text)] =
                parts[1].isEscapedBullet ? "•" : parts[1].text == "•" ? .dot : TabBadge(parts[1].text)
        }
        let hidden = try value("hidden")
        guard hidden == "true" || hidden == "false" else { throw Malformed(description: "hidden=\(hidden)") }
        return TabBarState(
            selection: selection == TabID.reservedMore ? .more : .tab(TabID(selection)),
            order: try items(value("order")).map { TabID($0.text) }, badges: badges,
            disabled: try items(value("disabled")).map { TabID($0.text) }, hidden: hidden == "true")
    }

    /// One item of a list: its text with the backslashes taken away, and whether it was the
    /// escaped bullet `\•` (the text badge `•`, not a dot).
    struct Item {
        var raw: String
        var text: String { unescaped(raw) }
        var isEscapedBullet: Bool { raw == "\\•" }
    }

    /// The items of `text` split at unescaped `separator`s (at most `limit` items), their
    /// escapes kept; an empty text is no item.
    static func items(_ text: String, separator: Unicode.Scalar = ",", limit: Int = .max) throws -> [Item] {
        guard !text.isEmpty else { return [] }
        var result: [Item] = []
        var raw = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                raw.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
                raw.append(scalar)
            } else if scalar == separator, result.count < limit - 1 {
                result.append(Item(raw: String(raw)))
                raw = String.UnicodeScalarView()
            } else {
                raw.append(scalar)
            }
        }
        guard !escaping else { throw Malformed(description: "a list ends in a lone backslash: \(text)") }
        result.append(Item(raw: String(raw)))
        return result
    }

    /// `raw` with each backslash escape replaced by the character it escapes.
    static func unescaped(_ raw: String) -> String {
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in raw.unicodeScalars {
            if !escaping, scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
                escaping = false
            }
        }
        return String(result)
    }

    /// The `key=value` pairs of a logfmt line, values unquoted and unescaped.
    static func pairs(_ line: String) throws -> [(key: String, value: String)] {
        var scalars = Array(line.unicodeScalars)[...]
        var result: [(key: String, value: String)] = []
        while !scalars.isEmpty {
            guard let equals = scalars.firstIndex(of: "=") else {
                throw Malformed(description: "no '=' in \(line)")
            }
            let key = String(String.UnicodeScalarView(scalars[..<equals]))
            scalars = scalars[(equals + 1)...]
            var value = String.UnicodeScalarView()
            if scalars.first == "\"" {
                scalars = scalars.dropFirst()
                while true {
                    guard let scalar = scalars.popFirst() else {
                        throw Malformed(description: "open quote in \(line)")
                    }
                    if scalar == "\"" { break }
                    guard scalar == "\\" else {
                        value.append(scalar)
                        continue
                    }
                    guard let escaped = scalars.popFirst() else {
                        throw Malformed(description: "lone \\ in \(line)")
                    }
                    switch escaped {
                    case "n": value.append("\n")
                    case "r": value.append("\r")
                    case "t": value.append("\t")
                    case "x", "u", "U":
                        let width = escaped == "x" ? 2 : escaped == "u" ? 4 : 8
                        let digits = String(String.UnicodeScalarView(scalars.prefix(width)))
                        scalars = scalars.dropFirst(width)
                        guard digits.count == width, let code = UInt32(digits, radix: 16),
                            let scalar = Unicode.Scalar(code)
                        else { throw Malformed(description: "bad escape in \(line)") }
                        value.append(scalar)
                    default: value.append(escaped)
                    }
                }
            } else {
                while let scalar = scalars.first, scalar != " " {
                    value.append(scalar)
                    scalars = scalars.dropFirst()
                }
            }
            result.append((key, String(value)))
            if scalars.first == " " {
                scalars = scalars.dropFirst()
            } else if !scalars.isEmpty {
                throw Malformed(description: "no space after \(key) in \(line)")
            }
        }
        return result
    }
}

/// SplitMix64, seeded: the same states on every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
