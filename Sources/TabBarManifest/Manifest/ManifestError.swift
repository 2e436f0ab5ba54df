import TabBarKit

/// Why a manifest was refused: the file, the JSON path and line:column of the offending value,
/// and a message that quotes it and says what is expected.
///
/// ``description`` reads like a compiler diagnostic, so IDEs and build logs can jump to it:
///
/// ```
/// tabs.json:12:13: error: tabs[3].id: tab id 'lessons' is used twice; every tab needs its own id
/// ```
public struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Reason: Equatable, Sendable {
        /// The bytes are not acceptable JSON (syntax, UTF-8, depth, duplicate keys, huge numbers).
        case malformedJSON(JSONError.Reason)
        /// An object has a key the manifest format does not know.
        case unknownKey
        /// A required key is missing.
        case missingKey
        /// A value has the wrong JSON type.
        case wrongType
        /// A value has the right type but is not allowed (an unknown theme, a negative duration).
        case invalidValue
        /// The configuration breaks one of the model's rules (duplicate id, no enabled tab, …).
        case rule(TabBarError)
    }

    /// The kind of problem.
    public var reason: Reason
    /// The manifest's file path as the caller named it.
    public var file: String
    /// Where the offending value sits in the document (`tabs[2].id`); the root for syntax errors.
    public var path: JSONPath
    /// The offending value's line and column.
    public var location: TextPosition
    /// What is wrong, quoting the bad value and naming what is expected. It starts with the
    /// JSON path when the problem is about one value.
    public var message: String

    /// The exit status a command-line tool uses for a bad manifest: 65 (`EX_DATAERR`). A file that
    /// cannot be read is the caller's to report, with 66.
    public static let exitCode: Int32 = 65

    /// ``exitCode``.
    public var exitCode: Int32 { Self.exitCode }

    /// The 1-based line.
    public var line: Int { location.line }

    /// The 1-based column, in characters.
    public var column: Int { location.column }

    /// `file:line:column: error: message`.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
