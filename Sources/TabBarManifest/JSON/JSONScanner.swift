import TabBarInputSupport
import TabBarKit

/// The recursive-descent machinery behind ``JSONParser``; the depth limit (at most
/// ``JSONParser/depthCap``) bounds the recursion.
struct JSONScanner {
    let bytes: [UInt8]
    let maximumDepth: Int
    /// Whether ``maximumDepth`` is the cap, lowered from what the caller asked for.
    let isCapped: Bool
    private var index = 0
    private var depth = 0
    private var path: [JSONPath.Component] = []

    init(bytes: [UInt8], maximumDepth: Int, isCapped: Bool = false) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.isCapped = isCapped
    }

    mutating func parseDocument() throws(JSONError) -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw error(.syntax, "unexpected \(found()) after the JSON value; expected the end of the file")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error(.syntax, "expected a value, found \(found())") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default: throw error(.syntax, "expected a value, found \(found())")
        }
    }

    private mutating func enter() throws(JSONError) {
        depth += 1
        guard depth <= maximumDepth else {
            let cap = isCapped ? " (the most the parser allows, whatever the limit asked for)" : ""
            throw error(.tooDeep, "arrays and objects nest deeper than \(maximumDepth) levels\(cap)")
        }
    }

    private mutating func parseArray() throws(JSONError) -> JSONValue {
        let start = index
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if !skip(UInt8(ascii: "]")) {
            repeat {
                path.append(.index(elements.count))
                elements.append(try parseValue())
                path.removeLast()
            } while try continues(closingWith: UInt8(ascii: "]"), after: "an array element")
        }
        depth -= 1
        return JSONValue(.array(elements), offset: start)
    }

    private mutating func parseObject() throws(JSONError) -> JSONValue {
        let start = index
        try enter()
        index += 1
        var members: [JSONMember] = []
        var keys = Set<String>()
        skipWhitespace()
        if !skip(UInt8(ascii: "}")) {
            repeat {
                skipWhitespace()
                guard peek(UInt8(ascii: "\"")) else {
                    throw error(.syntax, "expected a string key, found \(found())")
                }
                let keyOffset = index
                let key = try parseString()
                guard keys.insert(key).inserted else {
                    let place = JSONPath(path).placeDescription
                    throw error(
                        .duplicateKey, "duplicate key \(DiagnosticText.quoted(key)) \(place); keep only one",
                        at: keyOffset)
                }
                skipWhitespace()
                guard skip(UInt8(ascii: ":")) else {
                    throw error(
                        .syntax, "expected ':' after the key \(DiagnosticText.quoted(key)), found \(found())")
                }
                path.append(.key(key))
                let value = try parseValue()
                path.removeLast()
                members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            } while try continues(closingWith: UInt8(ascii: "}"), after: "an object member")
        }
        depth -= 1
        return JSONValue(.object(members), offset: start)
    }

    private mutating func parseLiteral(_ word: String, _ kind: JSONValue.Kind) throws(JSONError) -> JSONValue
    {
        let start = index
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, bytes[index..<index + utf8.count].elementsEqual(utf8),
            !isWordByte(at: index + utf8.count)
        else {
            throw error(.syntax, "expected a value, found \(found())")
        }
        index += utf8.count
        return JSONValue(kind, offset: start)
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        guard integerDigitCount() > 0 else {
            throw error(
                .syntax, "invalid number \(literal(from: start)); expected digits after '-'", at: start)
        }
        if bytes[integerStart] == UInt8(ascii: "0"), isDigit(at: index) {
            throw error(
                .syntax, "invalid number \(literal(from: start)); leading zeros are not allowed", at: start)
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digitCount() > 0 else {
                throw error(
                    .syntax, "invalid number \(literal(from: start)); expected digits after '.'", at: start)
            }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digitCount() > 0 else {
                throw error(
                    .syntax, "invalid number \(literal(from: start)); expected digits in the exponent",
                    at: start)
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // The grammar above is `Double`'s; beyond ±1.8e308 it gives an infinity of the number's sign.
        let number = Double(text) ?? .infinity
        guard number.isFinite else {
            let why = DiagnosticText.outOfRange(number)
            throw error(
                .numberOutOfRange, "number \(literal(from: start)) is out of range; it is \(why)", at: start)
        }
        return JSONValue(.number(number), offset: start)
    }

    /// Consumes an integer part's digits: a leading `0` is consumed alone.
    private mutating func integerDigitCount() -> Int {
        guard peek(UInt8(ascii: "0")) else { return digitCount() }
        index += 1
        return 1
    }

    /// Consumes digits.
    private mutating func digitCount() -> Int {
        let start = index
        while isDigit(at: index) { index += 1 }
        return index - start
    }

    private func isDigit(at offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
    }

    /// The number-like text starting at `start`, quoted for a message.
    private func literal(from start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 40 {
            let byte = bytes[end]
            let isNumberByte =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
            guard isNumberByte else { break }
            end += 1
        }
        return DiagnosticText.quoted(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    // MARK: - Strings

    /// Reads a string starting at its opening quote. The document is valid UTF-8 already.
    private mutating func parseString() throws(JSONError) -> String {
        let opening = index
        index += 1
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[contentStart..<index - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw controlCharacter(byte) }
            index += 1
        }
        var buffer = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            guard byte >= 0x20 else { throw controlCharacter(byte) }
            if byte == UInt8(ascii: "\\") {
                try appendEscape(to: &buffer)
            } else {
                buffer.append(byte)
                index += 1
            }
        }
        throw error(
            .syntax, "unterminated string; expected a closing '\"' before the end of the file", at: opening)
    }

    private func controlCharacter(_ byte: UInt8) -> JSONError {
        let code = String(byte, radix: 16, uppercase: true)
        return error(
            .syntax,
            "control character U+\(code.count < 2 ? "000" : "00")\(code) in a string; write it as an escape such as \\n"
        )
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONError) {
        let start = index
        index += 1
        guard index < bytes.count else {
            throw error(.syntax, "unterminated string; expected a closing '\"' before the end of the file")
        }
        let simple: UInt8? =
            switch bytes[index] {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            buffer.append(simple)
            index += 1
            return
        }
        guard bytes[index] == UInt8(ascii: "u") else {
            throw error(
                .syntax,
                "invalid escape \(escapeText(from: start, length: 2)); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                at: start)
        }
        index += 1
        var value = try hexQuad(escapeStart: start)
        if (0xD800...0xDBFF).contains(value) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw error(
                    .syntax,
                    "invalid escape \(escapeText(from: start, length: 6)); a high surrogate needs a low one after it",
                    at: start)
            }
            let lowStart = index
            index += 2
            let low = try hexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    .syntax,
                    "invalid escape \(escapeText(from: start, length: 12)); a high surrogate needs a low one after it",
                    at: start)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(value) {
            throw error(
                .syntax,
                "invalid escape \(escapeText(from: start, length: 6)); a low surrogate needs a high one before it",
                at: start)
        }
        // Valid by construction: not a surrogate, at most 0x10FFFF.
        if let scalar = Unicode.Scalar(value) { buffer.append(contentsOf: Array(String(scalar).utf8)) }
    }

    private mutating func hexQuad(escapeStart: Int) throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error(
                    .syntax,
                    "invalid escape \(escapeText(from: escapeStart, length: 6)); expected four hex digits after \\u",
                    at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Up to `length` bytes of an escape, stopping at the string's end, quoted.
    private func escapeText(from start: Int, length: Int) -> String {
        var end = start
        while end < bytes.count, end - start < length, bytes[end] >= 0x20,
            end == start || bytes[end] != UInt8(ascii: "\"")
        {
            end += 1
        }
        // Never cut a multi-byte character in half.
        while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return DiagnosticText.quoted(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    // MARK: - Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// Consumes `byte` if it comes next; returns whether it did.
    private mutating func skip(_ byte: UInt8) -> Bool {
        guard peek(byte) else { return false }
        index += 1
        return true
    }

    /// After an element of an array or object: consumes a `,` and returns `true` (another
    /// element follows), or consumes `close` and returns `false`; anything else is an error.
    private mutating func continues(closingWith close: UInt8, after element: String) throws(JSONError) -> Bool
    {
        skipWhitespace()
        if skip(UInt8(ascii: ",")) { return true }
        if skip(close) { return false }
        throw error(.syntax, "expected ',' or '\(Unicode.Scalar(close))' after \(element), found \(found())")
    }

    private func isWordByte(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let byte = bytes[offset]
        return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// What is at the current position, for "found …": a quoted word or character, or the end.
    private func found() -> String {
        guard index < bytes.count else { return "the end of the file" }
        var end = index
        while isWordByte(at: end), end - index < 20 { end += 1 }
        if end == index {
            end += 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return DiagnosticText.quoted(String(decoding: bytes[index..<end], as: UTF8.self))
    }

    private func error(_ reason: JSONError.Reason, _ message: String, at offset: Int? = nil) -> JSONError {
        let offset = offset ?? index
        return JSONError(
            reason: reason, message: message, offset: offset,
            location: TextPosition(offset: offset, in: bytes),
            path: JSONPath(path))
    }
}
