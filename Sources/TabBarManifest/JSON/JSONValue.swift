/// One value of a JSON document, with the byte offset where it starts so that errors about it
/// can name a line and column (see ``TextPosition``).
///
/// Objects keep their members in document order (``JSONParser`` rejects duplicate keys).
///
/// ```swift
/// let value = try JSONParser.parse(#"{"tabs": []}"#.utf8)
/// if case .object(let members) = value.kind { print(members[0].key) }  // "tabs"
/// ```
public struct JSONValue: Equatable, Sendable {
    /// What the value is.
    public enum Kind: Equatable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A finite number.
        case number(Double)
        /// A string, escapes resolved.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object, members in document order.
        case object([JSONMember])
    }

    /// What the value is.
    public var kind: Kind
    /// The offset of the value's first byte in the document (after a byte order mark, if any).
    public var offset: Int

    /// Creates a value.
    public init(_ kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The type's name with an article, for messages: `an object`, `a string`, `null`, …
    public var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
