import TabBarInputSupport
import TabBarKit

/// A strict, small JSON parser: UTF-8 bytes in, a ``JSONValue`` tree out.
///
/// It follows RFC 8259 and refuses what would let a mistake pass silently: invalid UTF-8,
/// duplicate keys, numbers too large to represent, nesting deeper than ``defaultMaximumDepth``
/// (so `[[[[…` a million deep is an error, never a stack overflow) and anything after the
/// value. A caller may raise the depth limit up to ``depthCap`` (512), no further: the parser
/// and the ``JSONValue`` tree it builds are recursive (so is destroying the tree), and 512
/// levels stay well inside the smallest thread stack (512 KiB). A leading byte order mark is skipped. Every error names a line and column.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"tabs": [1, 2]}"#.utf8)
/// ```
public enum JSONParser {
    /// How deeply arrays and objects may nest by default: 64.
    public static let defaultMaximumDepth = 64

    /// The most `maximumDepth` can be: 512 levels. A larger limit is lowered to this one, and
    /// a document that nests deeper is refused with ``JSONError/Reason/tooDeep``, whose
    /// message names this cap — never a stack overflow, whatever the caller asked for.
    public static let depthCap = 512

    /// Parses one JSON document, allowing arrays and objects to nest `maximumDepth` levels
    /// (at most ``depthCap``).
    ///
    /// - Throws: ``JSONError`` with the line and column of the first problem.
    public static func parse(_ bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth)
        throws(JSONError) -> JSONValue
    {
        try parse(document: documentBytes(bytes), maximumDepth: maximumDepth)
    }

    /// The bytes offsets refer to: `bytes` without a leading UTF-8 byte order mark.
    static func documentBytes(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let array = Array(bytes)
        if array.count >= 3, array[0] == 0xEF, array[1] == 0xBB, array[2] == 0xBF {
            return Array(array[3...])
        }
        return array
    }

    static func parse(document bytes: [UInt8], maximumDepth: Int) throws(JSONError) -> JSONValue {
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            let byte = String(bytes[invalid], radix: 16, uppercase: true)
            throw JSONError(
                reason: .invalidUTF8, message: "invalid UTF-8 (byte 0x\(byte)); the file must be UTF-8 text",
                offset: invalid, location: TextPosition(offset: invalid, in: bytes), path: .root)
        }
        var scanner = JSONScanner(
            bytes: bytes, maximumDepth: min(maximumDepth, depthCap), isCapped: maximumDepth > depthCap)
        return try scanner.parseDocument()
    }
}
