/// Builds one JSON line in a reused byte buffer: literal keys, escaped strings, numbers in
/// shortest round-trip form and millisecond times as decimal seconds. No Foundation, no
/// per-field allocation (a `Double` with a fraction goes through `description`, whose short
/// result lives inline).
struct JSONLineWriter {
    /// The line so far, UTF-8.
    let bytes = ByteBuffer()

    /// Empties the buffer, keeping its storage.
    func reset() { bytes.removeAll() }

    /// Appends literal JSON text (keys, punctuation), written by this module.
    func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append($0) }
    }

    /// Appends `true` or `false`.
    func bool(_ value: Bool) { value ? raw("true") : raw("false") }

    /// Appends a quoted, escaped string.
    func string(_ value: String) {
        var value = value
        value.withUTF8 { appendEscaped($0) }
    }

    /// Appends a string, or `null`.
    func string(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// Appends `["a","b"]`.
    func strings(_ values: some Sequence<String>) {
        bytes.append(UInt8(ascii: "["))
        var isFirst = true
        for value in values {
            if !isFirst { bytes.append(UInt8(ascii: ",")) }
            isFirst = false
            string(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends a number in shortest round-trip form: `65`, `146.25`, `0.4`; `null` when it
    /// is not finite (JSON has no NaN or infinity).
    func number(_ value: Double) {
        guard value.isFinite else {
            raw("null")
            return
        }
        if value.magnitude < 1e15, value == value.rounded(.towardZero) {
            integer(Int64(value))
            return
        }
        var text = value.description
        text.withUTF8 { bytes.append($0) }
    }

    /// Appends a number, or `null`.
    func number(_ value: Double?) {
        if let value { number(value) } else { raw("null") }
    }

    /// Appends decimal digits.
    func integer(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        bytes.reverseSuffix(from: start)
    }

    /// Appends an integer, or `null`.
    func integer(_ value: Int?) {
        if let value { integer(Int64(value)) } else { raw("null") }
    }

    /// Appends whole milliseconds as seconds with at most three decimals: `0`, `0.2`, `1.234`.
    func seconds(milliseconds: Int64) {
        var text = DecimalText.seconds(milliseconds: milliseconds)
        text.withUTF8 { bytes.append($0) }
    }

    /// Appends a duration in seconds, from its whole milliseconds.
    func seconds(_ duration: Duration) { seconds(milliseconds: duration.wholeMilliseconds) }

    private func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            let (length, scalar) = Self.escapable(utf8, at: index)
            if length == 0 {
                index += 1
                continue
            }
            if runStart < index {
                bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            }
            appendEscape(scalar)
            index += length
            runStart = index
        }
        if runStart < count {
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The length in bytes and the scalar of a character at `index` that must be escaped, or
    /// length 0. Escaped: what JSON requires (quote, backslash, U+0000–U+001F) plus what must
    /// not reach a terminal raw: DEL, the C1 controls U+0080–U+009F, the bidi controls
    /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and U+2028/U+2029 — the
    /// `UnsafeScalar` set, matched on the UTF-8 bytes for speed.
    @inline(__always)
    private static func escapable(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Int, UInt32) {
        let byte = utf8[index]
        if byte < 0x80 {
            if byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0x7F { return (0, 0) }
            return (1, UInt32(byte))
        }
        switch byte {
        case 0xC2:
            if index + 1 < utf8.count, utf8[index + 1] < 0xA0 { return (2, UInt32(utf8[index + 1])) }
        case 0xD8:
            if index + 1 < utf8.count, utf8[index + 1] == 0x9C { return (2, 0x061C) }
        case 0xE2:
            guard index + 2 < utf8.count else { return (0, 0) }
            let second = utf8[index + 1]
            let third = utf8[index + 2]
            if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) {
                return (3, 0x2000 + UInt32(third - 0x80))
            }
            if second == 0x81, (0xA6...0xA9).contains(third) { return (3, 0x2040 + UInt32(third - 0x80)) }
        default:
            break
        }
        return (0, 0)
    }

    private func appendEscape(_ scalar: UInt32) {
        switch scalar {
        case 0x22: raw("\\\"")
        case 0x5C: raw("\\\\")
        case 0x08: raw("\\b")
        case 0x0C: raw("\\f")
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        default:
            raw("\\u")
            let hex: StaticString = "0123456789abcdef"
            hex.withUTF8Buffer { digits in
                for shift in stride(from: 12, through: 0, by: -4) {
                    bytes.append(digits[Int((scalar >> UInt32(shift)) & 0xF)])
                }
            }
        }
    }
}
