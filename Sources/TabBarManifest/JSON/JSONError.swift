/// Why a document is not acceptable JSON, and where.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Reason: Equatable, Hashable, Sendable {
        /// The text breaks JSON's grammar (including an empty document and trailing garbage).
        case syntax
        /// The bytes are not valid UTF-8.
        case invalidUTF8
        /// Arrays and objects nest deeper than the parser's limit.
        case tooDeep
        /// An object has the same key twice.
        case duplicateKey
        /// A number is too far from zero to represent (above 1.8e308 or below −1.8e308).
        case numberOutOfRange
    }

    /// The kind of problem.
    public var reason: Reason
    /// A sentence quoting what was found and saying what was expected.
    public var message: String
    /// The byte offset of the problem.
    public var offset: Int
    /// Its line and column.
    public var location: TextPosition
    /// The path of the value being read when it happened (the root for a top-level problem).
    public var path: JSONPath

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}
