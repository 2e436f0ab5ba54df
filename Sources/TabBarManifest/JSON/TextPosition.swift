/// A 1-based line and column in a text; columns count characters (grapheme clusters), as an
/// editor shows them.
public struct TextPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of the byte at `offset` in UTF-8 `bytes` (offsets past the end mean the end).
    /// Lines end at `\n`; the bytes before `offset` on its line must be valid UTF-8 to be counted
    /// exactly (invalid ones count as one character each).
    public init(offset: Int, in bytes: [UInt8]) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        self.line = line
        self.column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
