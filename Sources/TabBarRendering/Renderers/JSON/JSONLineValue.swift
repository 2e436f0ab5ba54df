/// One JSON value of a line the `json` renderer wrote, read back without Foundation: enough JSON
/// for its lines (objects, arrays, strings with every escape, numbers, `true`, `false`, `null`).
enum JSONLineValue: Equatable {
    case object([String: JSONLineValue])
    case array([JSONLineValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Parses one whole line; the error says what was expected and at which byte.
    static func parse(_ text: some StringProtocol) throws(JSONLinesDecodingError) -> JSONLineValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        parser.skipSpaces()
        guard parser.index == parser.bytes.count else { throw parser.error("the end of the line") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        /// Lines nest at most three deep; anything past this is not the renderer's output.
        static let maximumDepth = 32

        func error(_ expected: String) -> JSONLinesDecodingError {
            .malformed("expected \(expected) at byte \(index + 1)")
        }

        mutating func skipSpaces() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(JSONLinesDecodingError) -> JSONLineValue {
            guard depth < Self.maximumDepth else {
                throw .malformed("nested deeper than \(Self.maximumDepth)")
            }
            skipSpaces()
            guard index < bytes.count else { throw error("a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return .number(try number())
            }
        }

        private mutating func literal(_ word: StaticString, _ value: JSONLineValue)
            throws(JSONLinesDecodingError)
            -> JSONLineValue
        {
            let count = word.utf8CodeUnitCount
            let matches = word.withUTF8Buffer { expected in
                index + count <= bytes.count && bytes[index..<(index + count)].elementsEqual(expected)
            }
            guard matches else { throw error("a value") }
            index += count
            return value
        }

        private mutating func object(depth: Int) throws(JSONLinesDecodingError) -> JSONLineValue {
            index += 1
            var members: [String: JSONLineValue] = [:]
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("a key") }
                let key = try string()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("':'") }
                index += 1
                members[key] = try value(depth: depth + 1)
                skipSpaces()
                guard index < bytes.count else { throw error("',' or '}'") }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
                guard bytes[index - 1] == UInt8(ascii: ",") else {
                    index -= 1
                    throw error("',' or '}'")
                }
            }
        }

        private mutating func array(depth: Int) throws(JSONLinesDecodingError) -> JSONLineValue {
            index += 1
            var elements: [JSONLineValue] = []
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpaces()
                guard index < bytes.count else { throw error("',' or ']'") }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "]") { return .array(elements) }
                guard bytes[index - 1] == UInt8(ascii: ",") else {
                    index -= 1
                    throw error("',' or ']'")
                }
            }
        }

        private mutating func string() throws(JSONLinesDecodingError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(upTo end: Int) {
                scalars.append(
                    contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(upTo: index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error("no raw control character in a string") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                flush(upTo: index)
                index += 1
                guard index < bytes.count else { throw error("an escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default:
                    index -= 1
                    throw error("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
                }
                runStart = index
            }
            throw error("'\"' to end the string")
        }

        /// The scalar of `\uXXXX` (the `\u` read), a surrogate pair joined.
        private mutating func unicodeEscape() throws(JSONLinesDecodingError) -> Unicode.Scalar {
            let first = try hex4()
            if (0xD800..<0xDC00).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("the low half of a surrogate pair") }
                index += 2
                let second = try hex4()
                guard (0xDC00..<0xE000).contains(second) else {
                    throw error("the low half of a surrogate pair")
                }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw error("a Unicode scalar") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("a Unicode scalar, not a lone surrogate")
            }
            return scalar
        }

        private mutating func hex4() throws(JSONLinesDecodingError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("four hexadecimal digits") }
            var value: UInt32 = 0
            for byte in bytes[index..<(index + 4)] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("four hexadecimal digits")
                }
                value = value << 4 | UInt32(digit)
            }
            index += 4
            return value
        }

        private mutating func number() throws(JSONLinesDecodingError) -> Double {
            let start = index
            let allowed: Set<UInt8> = Set("+-.eE0123456789".utf8)
            while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard !text.isEmpty, let value = Double(text), value.isFinite else {
                index = start
                throw error("a value")
            }
            return value
        }
    }
}
