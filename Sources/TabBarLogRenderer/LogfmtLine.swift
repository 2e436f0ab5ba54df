/// Builds one logfmt line, `key=value` pairs separated by spaces, in a reused buffer.
///
/// A value is written bare when it is non-empty and has only printable ASCII other than
/// `"`, `=` and `\`. Otherwise (empty, spaces, quotes, `=`, `\`, controls, any non-ASCII)
/// it is quoted, with `"` and `\` escaped, `\n`, `\r` and `\t` for those controls, and
/// Go-style `\x1b`, `\u202e` or `\U000e0001` for any other control, format (such as bidi
/// overrides), line or paragraph separator character — so a line never breaks and never carries a
/// terminal escape sequence. Other non-ASCII text (accents, emoji) is written as is.
struct LogfmtLine {
    /// The line so far.
    private(set) var text = ""

    init() { text.reserveCapacity(256) }

    /// Empties the line, keeping its storage.
    mutating func reset() { text.removeAll(keepingCapacity: true) }

    /// Ends the line.
    mutating func end() { text.append("\n") }

    /// Appends `key=value`, quoting and escaping the value when needed.
    mutating func field(_ key: String, _ value: String) {
        start(key)
        if Self.isBare(value) {
            text.append(value)
        } else {
            appendQuoted(value)
        }
    }

    /// Appends `key=value` unless `value` is `nil` (absent values are left out).
    mutating func field(_ key: String, _ value: String?) {
        if let value { field(key, value) }
    }

    /// Appends `key=true` or `key=false`.
    mutating func field(_ key: String, _ value: Bool) {
        start(key)
        text.append(value ? "true" : "false")
    }

    /// Appends a number in shortest round-trip form (`65`, `146.25`, `0.4`; `nan`, `inf`).
    mutating func field(_ key: String, _ value: Double) {
        start(key)
        text.append(Self.number(value))
    }

    /// Appends a number unless it is `nil`.
    mutating func field(_ key: String, _ value: Double?) {
        if let value { field(key, value) }
    }

    /// Appends an integer unless it is `nil`.
    mutating func field(_ key: String, _ value: Int?) {
        guard let value else { return }
        start(key)
        text.append(String(value))
    }

    /// Appends whole milliseconds as seconds with exactly three decimals: `0.200`, `1.500`.
    mutating func field(_ key: String, milliseconds: Int64) {
        start(key)
        if milliseconds < 0 { text.append("-") }
        let magnitude = milliseconds.magnitude
        text.append(String(magnitude / 1000))
        text.append(".")
        let fraction = String(magnitude % 1000)
        text.append(String(repeating: "0", count: 3 - fraction.count))
        text.append(fraction)
    }

    /// Appends a duration in seconds, three decimals.
    mutating func field(_ key: String, _ duration: Duration) {
        field(key, milliseconds: duration.wholeMilliseconds)
    }

    /// A number without a trailing `.0`, in shortest round-trip form.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value.magnitude < 1e15, value == value.rounded(.towardZero) { return String(Int64(value)) }
        return value.description
    }

    private mutating func start(_ key: String) {
        if !text.isEmpty { text.append(" ") }
        text.append(key)
        text.append("=")
    }

    private static func isBare(_ value: String) -> Bool {
        guard !value.isEmpty else { return false }
        for byte in value.utf8 {
            guard byte > 0x20, byte < 0x7F, byte != 0x22, byte != 0x3D, byte != 0x5C else { return false }
        }
        return true
    }

    private mutating func appendQuoted(_ value: String) {
        text.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text.append("\\\"")
            case "\\": text.append("\\\\")
            case "\n": text.append("\\n")
            case "\r": text.append("\\r")
            case "\t": text.append("\\t")
            default:
                if Self.mustEscape(scalar) {
                    text.append(Self.escape(scalar))
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text.append("\"")
    }

    private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        if scalar.isASCII { return false }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate:
            return true
        case .format:
            // Zero-width (non-)joiners hold emoji and scripts together; every other format
            // character (bidi overrides, invisible marks) is escaped.
            return scalar.value != 0x200C && scalar.value != 0x200D
        default:
            return false
        }
    }

    /// `\x1b`, `\u202e` or `\U000e0001`, as Go's `strconv.Quote` writes them.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        let (prefix, width) =
            scalar.value < 0x80 ? ("\\x", 2) : scalar.value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
        return prefix + String(repeating: "0", count: width - hex.count) + hex
    }
}
