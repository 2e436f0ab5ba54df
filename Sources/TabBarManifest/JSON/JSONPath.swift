import TabBarInputSupport
import TabBarKit

/// Where a value sits in a JSON document, written the way people read it: `tabs[2].id`.
///
/// The root is the empty path, written as an empty string.
public struct JSONPath: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// One step into an object or an array.
    public enum Component: Equatable, Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the root, in order.
    public var components: [Component]

    /// Creates a path; the default is the root.
    public init(_ components: [Component] = []) { self.components = components }

    /// The root path.
    public static let root = JSONPath()

    /// Whether this is the root.
    public var isRoot: Bool { components.isEmpty }

    /// This path followed by the member `key`.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

    /// This path followed by the element at `index`.
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// `tabs[2].animation.duration`; keys that are not plain names are written `["a key"]`.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isPlainName(key):
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key):
                text += "[\"\(DiagnosticText.escaped(key))\"]"
            }
        }
        return text
    }

    /// `in tabs[1]`, or `at the top level` for the root: the place an object's member is missing
    /// from or added to.
    var placeDescription: String { isRoot ? "at the top level" : "in \(description)" }

    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return key.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F
        }
    }
}
