import TabBarInputSupport
import TabBarKit

/// A file or directory name from the command line, kept as the exact bytes given.
///
/// Paths are bytes, not text: `caf\xE9.json` (Latin-1) is a different file from
/// `café.json`, and both must open. `tabbar` reads its arguments' raw bytes for every option
/// that takes a path, opens files by those bytes, and shows a path in a message or a listing
/// only ``escaped`` — ESC, BEL, bidi overrides as `\u{1B}`, `\u{7}`, `\u{202E}`, like every
/// other value quoted in a diagnostic, and bytes that are not UTF-8 as `\xE9`.
///
/// ```swift
/// let path: PathName = "tabs.json"
/// PathName(bytes: Array("caf".utf8) + [0xE9]).escaped  // "caf\xE9"
/// ```
public struct PathName: Equatable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The path's bytes, exactly as given (no terminating NUL).
    public var bytes: [UInt8]

    /// A path from its bytes.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// A path from text (its UTF-8 bytes).
    public init(_ text: String) { bytes = Array(text.utf8) }

    /// A path from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Whether this is `-`, standard input where a file is expected.
    public var isStandardInput: Bool { bytes == [UInt8(ascii: "-")] }

    /// The path safe to print: unsafe characters as `\u{…}`, a backslash as `\\`, bytes that
    /// are not UTF-8 as `\xHH`. Never cut short (a path must stay recognisable).
    public var escaped: String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = Self.sequenceLength(bytes, at: index)
            if length == 0 {
                result +=
                    "\\x" + (bytes[index] < 0x10 ? "0" : "")
                    + String(bytes[index], radix: 16, uppercase: true)
                index += 1
                continue
            }
            let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self)
            result += DiagnosticText.escaped(scalar)
            index += length
        }
        return result
    }

    /// `'path'`, escaped: how a diagnostic quotes a path.
    public var quoted: String { "'" + escaped + "'" }

    /// The name used in diagnostics: the escaped path, or `<stdin>` for `-`.
    public var displayName: String { isStandardInput ? "<stdin>" : escaped }

    /// The escaped path.
    public var description: String { escaped }

    /// This path followed by `/` (unless it ends with one) and `name`.
    func appending(_ name: String) -> PathName {
        var bytes = self.bytes
        if bytes.last != UInt8(ascii: "/") { bytes.append(UInt8(ascii: "/")) }
        return PathName(bytes: bytes + Array(name.utf8))
    }

    /// Calls `body` with the path as a NUL-terminated C string of its exact bytes.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        // A NUL inside the path cannot come from argv; it would end the C string early.
        let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
        return terminated.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 when the byte there
    /// starts none.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let end = min(bytes.count, index + 4)
        for length in 1...max(1, end - index) where index + length <= bytes.count {
            let slice = Array(bytes[index..<index + length])
            if UTF8Validation.firstInvalidOffset(in: slice) == nil { return length }
            if length == 1, bytes[index] < 0x80 { return 1 }
        }
        return 0
    }
}
