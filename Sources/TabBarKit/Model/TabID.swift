/// The identifier of a tab: lowercase letters, digits, `-` and `_`, starting with a letter or
/// digit (`lessons`, `tab-2`). The word `more` is reserved for the More slot.
///
/// ```swift
/// let id: TabID = "archives"
/// ```
public struct TabID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier as written in a manifest or a script.
    public let rawValue: String

    /// Wraps `rawValue` without checking it; ``TabBarConfiguration/validate()`` checks the form.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps `rawValue` without checking it.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier itself.
    public var description: String { rawValue }

    /// Orders identifiers by their raw value.
    public static func < (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The identifier reserved for the More slot; no tab may use it.
    public static let reservedMore = "more"

    /// Whether the identifier has the form `[a-z0-9][a-z0-9-_]*`.
    public var isWellFormed: Bool {
        // a-z, 0-9; then also - and _.
        let isLowerOrDigit = { (byte: UInt8) in (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) }
        guard let first = rawValue.utf8.first, isLowerOrDigit(first) else { return false }
        return rawValue.utf8.dropFirst().allSatisfy { isLowerOrDigit($0) || $0 == 0x2D || $0 == 0x5F }
    }
}
