internal import TabBarInputSupport
import TabBarKit

/// Renderers by name, chosen at run time.
///
/// The standard set (`text`, `log`, `json` and `svg`) is ``standard``; add your own with
/// ``register(_:summary:factory:)``.
///
/// ```swift
/// var registry = RendererRegistry.standard
/// try registry.register("markdown", summary: "a Markdown table") { options, sink in
///     MarkdownRenderer(sink: sink)
/// }
/// let renderer = try registry.makeRenderer(named: "markdown", output: sink)
/// ```
public struct RendererRegistry: Sendable {
    /// Makes a renderer that writes to the given sink.
    public typealias Factory = @MainActor @Sendable (RendererOptions, any TextSink) -> any TabBarRenderer

    /// One registered renderer.
    public struct Entry: Sendable {
        /// The name it is chosen by.
        public let name: String
        /// One line saying what it draws.
        public let summary: String
        /// Makes an instance.
        public let factory: Factory
    }

    private var entries: [String: Entry] = [:]

    /// Creates an empty registry.
    public init() {}

    /// The registered names, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// The registered renderers, sorted by name.
    public var all: [Entry] { names.compactMap { entries[$0] } }

    /// Adds a renderer. Names are non-empty lowercase letters, digits and `-`.
    ///
    /// - Throws: ``RendererRegistryError/duplicateName(_:)`` when the name is taken, or
    ///   ``RendererRegistryError/invalidName(_:)``.
    public mutating func register(_ name: String, summary: String, factory: @escaping Factory)
        throws(RendererRegistryError)
    {
        guard TabID(name).isWellFormed, !name.contains("_") else { throw .invalidName(name) }
        guard entries[name] == nil else { throw .duplicateName(name) }
        entries[name] = Entry(name: name, summary: summary, factory: factory)
    }

    /// The entry for `name`.
    ///
    /// - Throws: ``RendererRegistryError/unknownName(_:suggestion:available:)``.
    public func entry(named name: String) throws(RendererRegistryError) -> Entry {
        guard let entry = entries[name] else {
            throw .unknownName(name, suggestion: ClosestName.find(name, among: names), available: names)
        }
        return entry
    }

    /// Makes the renderer registered as `name`, writing to `output`.
    @MainActor
    public func makeRenderer(
        named name: String, options: RendererOptions = RendererOptions(), output: any TextSink
    )
        throws(RendererRegistryError) -> any TabBarRenderer
    {
        try entry(named: name).factory(options, output)
    }
}

/// Why a renderer could not be registered or found.
public enum RendererRegistryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another renderer already has this name.
    case duplicateName(String)
    /// The name is empty or has characters other than lowercase letters, digits and `-`.
    case invalidName(String)
    /// No renderer has this name.
    case unknownName(String, suggestion: String?, available: [String])

    /// A sentence quoting the name, and for unknown names the closest match and the choices.
    public var description: String {
        switch self {
        case .duplicateName(let name):
            return "a renderer named '\(name)' is already registered; choose another name"
        case .invalidName(let name):
            return "renderer name '\(name)' is invalid; use lowercase letters, digits and '-'"
        case .unknownName(let name, let suggestion, let available):
            var text = "unknown renderer \(DiagnosticText.quoted(name))"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            text += " (available: \(available.joined(separator: ", ")))"
            return text
        }
    }
}
