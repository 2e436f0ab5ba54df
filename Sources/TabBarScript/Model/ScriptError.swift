/// Why a script was refused before anything ran: where, what word, and what was expected.
///
/// ```
/// script:3:5: unknown tab 'archivs'; did you mean 'archives'?
/// ```
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the script is called in diagnostics: `script`, a file path, or `<stdin>`.
    public var source: String
    /// Where the offending word starts (or where a missing one should be).
    public var position: ScriptPosition
    /// The offending word in quotes and what was expected.
    public var message: String

    /// The exit status a command-line tool uses for a bad script: 65 (`EX_DATAERR`).
    public static let exitCode: Int32 = 65

    /// The 1-based line.
    public var line: Int { position.line }

    /// The 1-based column, in characters.
    public var column: Int { position.column }

    /// `source:line:column: message`.
    public var description: String { "\(source):\(line):\(column): \(message)" }
}
