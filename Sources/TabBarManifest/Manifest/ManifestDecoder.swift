import TabBarKit

/// Reads a tab bar manifest (`tabs.json`) into a validated `TabBarConfiguration`.
///
/// Only `tabs` (each with `id`, `title` and `icon`) is required. Unknown keys, wrong types and
/// every rule of the model are errors naming the JSON path, line and column of the offending
/// value; an optional key set to `null` counts as absent.
///
/// ```swift
/// let configuration = try ManifestDecoder.decode(bytes, path: "tabs.json")
/// ```
public enum ManifestDecoder {
    /// The longest animation duration accepted, in seconds: one day.
    public static let maximumDuration = 86_400.0

    /// The keys of the top-level object. `generatedType` names the enum `TabManifestPlugin`
    /// generates; the command accepts it and has no use for it.
    public static let topLevelKeys = [
        "tabs", "maxVisible", "initial", "layout", "theme", "tapPolicy",
        "reduceMotion", "labels", "badgeLimit", "customizable", "generatedType",
    ]
    /// The keys of a tab.
    public static let tabKeys = ["id", "title", "icon", "selectedIcon", "badge", "enabled", "animation"]
    /// The keys of a tab's `animation`.
    public static let animationKeys = [
        "file", "artboard", "stateMachine", "input", "duration", "selectedInput", "tapTrigger", "badgeInput",
    ]
    /// The keys of `layout`.
    public static let layoutKeys = ["width", "orientation", "direction"]

    /// Decodes and validates a manifest.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, UTF-8.
    ///   - path: The file's path, as diagnostics should name it.
    /// - Throws: ``ManifestError`` for malformed JSON, an unknown key, a wrong type, an invalid
    ///   value or a broken rule of the model.
    public static func decode(_ bytes: some Collection<UInt8>, path: String) throws(ManifestError)
        -> TabBarConfiguration
    {
        let parsed = try parse(bytes, path: path)
        var reader = parsed.reader
        let configuration = try reader.configuration(from: parsed.root)
        do {
            try configuration.validate()
        } catch {
            throw reader.ruleError(error, in: configuration)
        }
        return configuration
    }

    /// Parses a JSON file (a byte-order mark skipped) into its root value, with a reader for its
    /// bytes; a syntax error is a ``ManifestError`` naming the file, and a number too large for
    /// a `Double` also names its key, as every other error about a value does
    /// (`layout.width: number '1e309' is out of range; …`).
    static func parse(_ bytes: some Collection<UInt8>, path: String) throws(ManifestError)
        -> (reader: ManifestReader, root: JSONValue)
    {
        let document = JSONParser.documentBytes(bytes)
        do {
            let root = try JSONParser.parse(document: document, maximumDepth: JSONParser.defaultMaximumDepth)
            return (ManifestReader(bytes: document, file: path), root)
        } catch {
            let message =
                error.reason == .numberOutOfRange && !error.path.isRoot
                ? "\(error.path): \(error.message)" : error.message
            throw ManifestError(
                reason: .malformedJSON(error.reason), file: path, path: error.path, location: error.location,
                message: message)
        }
    }
}
