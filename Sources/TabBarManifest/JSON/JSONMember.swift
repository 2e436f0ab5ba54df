/// One `"key": value` pair of a JSON object.
public struct JSONMember: Equatable, Sendable {
    /// The key, escapes resolved.
    public var key: String
    /// The byte offset of the key's opening quote.
    public var keyOffset: Int
    /// The value.
    public var value: JSONValue

}
