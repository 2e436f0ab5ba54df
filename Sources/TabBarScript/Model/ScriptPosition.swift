/// A 1-based line and column in a script; columns count characters.
public struct ScriptPosition: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders positions as they appear in the text.
    public static func < (lhs: ScriptPosition, rhs: ScriptPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
