import TabBarKit
import TabBarManifest
import Testing

/// The error decoding `json` as `tabs.json` throws, recording an issue when it succeeds.
func decodingError(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> ManifestError? {
    decodingError(Array(json.utf8), sourceLocation: sourceLocation)
}

/// The error decoding `bytes` as `tabs.json` throws, recording an issue when it succeeds.
func decodingError(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> ManifestError? {
    do {
        let configuration = try ManifestDecoder.decode(bytes, path: "tabs.json")
        Issue.record("Expected an error, decoded \(configuration)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// A manifest with one tab per id, each `{"id": …, "title": …, "icon": …}`, plus `extra`
/// top-level members.
func manifest(ids: [String], extra: String = "") -> String {
    let tabs = ids.map { #"{"id": "\#($0)", "title": "T", "icon": "i"}"# }.joined(separator: ",\n    ")
    return "{\n  \"tabs\": [\n    \(tabs)\n  ]\(extra.isEmpty ? "" : ",\n  " + extra)\n}\n"
}
