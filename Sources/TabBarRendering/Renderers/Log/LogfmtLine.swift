/// Builds one logfmt line, `key=value` pairs separated by spaces, in a reused UTF-8 buffer.
///
/// A value is written bare when it is non-empty and has only printable ASCII other than
/// `"`, `=` and `\`. Otherwise (empty, spaces, quotes, `=`, `\`, controls, any non-ASCII)
/// it is quoted, with `"` and `\` escaped, `\n`, `\r` and `\t` for those controls, and
/// Go-style `\x1b`, `\u202e` or `\U000e0001` for any other control, format (such as bidi
/// overrides), line or paragraph separator character — so a line never breaks and never
/// carries a terminal escape sequence. Other non-ASCII text (accents, emoji) is written as is.
struct LogfmtLine {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(512) }

    /// The line so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the line, keeping its storage.
    mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    /// Ends the line.
    mutating func end() { bytes.append(UInt8(ascii: "\n")) }

    /// Appends `key=value`, quoting and escaping the value when needed.
    mutating func field(_ key: String, _ value: String) {
        start(key)
        if Self.isBare(value) {
            bytes.append(contentsOf: value.utf8)
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
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Appends a number in shortest round-trip form (`65`, `146.25`, `0.4`; `nan`, `inf`).
    mutating func field(_ key: String, _ value: Double) {
        start(key)
        if value.isNaN {
            bytes.append(contentsOf: "nan".utf8)
        } else if value.isInfinite {
            bytes.append(contentsOf: (value < 0 ? "-inf" : "inf").utf8)
        } else if value.magnitude < 1e15, value == value.rounded(.towardZero) {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Appends a number unless it is `nil`.
    mutating func field(_ key: String, _ value: Double?) {
        if let value { field(key, value) }
    }

    /// Appends an integer unless it is `nil`.
    mutating func field(_ key: String, _ value: Int?) {
        guard let value else { return }
        start(key)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends whole milliseconds as seconds with exactly three decimals: `0.200`, `1.500`.
    mutating func field(_ key: String, milliseconds: Int64) {
        start(key)
        bytes.append(contentsOf: DecimalText.secondsWithThreeDecimals(milliseconds: milliseconds).utf8)
    }

    /// Appends a duration in seconds, three decimals.
    mutating func field(_ key: String, _ duration: Duration) {
        field(key, milliseconds: duration.wholeMilliseconds)
    }

    /// Appends `key=` after a space, unless it is the first field.
    private mutating func start(_ key: String) {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        bytes.append(contentsOf: key.utf8)
        bytes.append(UInt8(ascii: "="))
    }

    private static func isBare(_ value: String) -> Bool {
        guard !value.isEmpty else { return false }
        for byte in value.utf8 {
            guard byte > 0x20, byte < 0x7F, byte != 0x22, byte != 0x3D, byte != 0x5C else { return false }
        }
        return true
    }

    private mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": bytes.append(contentsOf: #"\""#.utf8)
            case "\\": bytes.append(contentsOf: #"\\"#.utf8)
            case "\n": bytes.append(contentsOf: #"\n"#.utf8)
            case "\r": bytes.append(contentsOf: #"\r"#.utf8)
            case "\t": bytes.append(contentsOf: #"\t"#.utf8)
            default:
                if Self.mustEscape(scalar) {
                    appendEscape(scalar)
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
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
    private mutating func appendEscape(_ scalar: Unicode.Scalar) {
        let (prefix, width) =
            scalar.value < 0x80 ? (#"\x"#, 2) : scalar.value <= 0xFFFF ? (#"\u"#, 4) : (#"\U"#, 8)
        bytes.append(contentsOf: prefix.utf8)
        let digits = Array("0123456789abcdef".utf8)
        for shift in stride(from: (width - 1) * 4, through: 0, by: -4) {
            bytes.append(digits[Int((scalar.value >> UInt32(shift)) & 0xF)])
        }
    }
}
