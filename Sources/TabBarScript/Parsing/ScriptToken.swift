/// One word of a command: plain or double-quoted, with where it starts and ends.
struct ScriptToken: Equatable {
    /// The word, quotes removed and escapes resolved.
    var text: String
    /// The line it is on.
    var line: Int
    /// Whether it was written in double quotes.
    var isQuoted: Bool
    /// The column of its first character (the opening quote, for a quoted word).
    var column: Int
    /// The column just after its last character.
    var endColumn: Int
}

/// One command's words and the line they are on.
struct ScriptLineCommand {
    var line: Int
    var tokens: [ScriptToken]
}
