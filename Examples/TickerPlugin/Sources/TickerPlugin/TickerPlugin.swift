// A "ticker" renderer plug-in for `tabbar --renderer-plugin`: one short line per event,
// `  0.200  circle     x=325 y=30 alpha=0`. `swift build --package-path Examples/TickerPlugin`
// builds it as the shared library libTickerPlugin.so (libTickerPlugin.dylib on Apple platforms;
// the product TickerPlugin of its own package). It speaks only the C ABI, and reads each JSON
// line with a few string scans, to stay free of Foundation and of TabBarKit's Swift types.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The ABI version this plug-in speaks.
@_cdecl("tabbar_renderer_abi_version")
public func tabbarRendererABIVersion() -> UInt32 { 1 }

/// The plug-in's name: a static, NUL-terminated literal the host may read at any time.
private let pluginName: StaticString = "ticker"

/// The plug-in's name.
@_cdecl("tabbar_renderer_name")
public func tabbarRendererName() -> UnsafePointer<CChar>? {
    UnsafeRawPointer(pluginName.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// Renders one event (a JSON object) as one ticker line; `NULL` for the header.
@_cdecl("tabbar_renderer_render")
public func tabbarRendererRender(_ event: UnsafePointer<CChar>?, _ length: Int) -> UnsafeMutablePointer<
    CChar
>? {
    guard let event else { return nil }
    let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(event).assumingMemoryBound(to: UInt8.self), count: length)
    let line = Ticker.line(for: String(decoding: bytes, as: UTF8.self))
    return line.map { strdup($0) }
}

/// Frees text returned by `tabbar_renderer_render`.
@_cdecl("tabbar_renderer_free")
public func tabbarRendererFree(_ text: UnsafeMutablePointer<CChar>?) { free(text) }

/// Turns one JSON Lines event into a ticker line.
enum Ticker {
    /// The fields worth showing for each kind, in order.
    static let fields: [String: [String]] = [
        "display": ["selected", "theme", "hidden"],
        "curve": ["from", "to", "duration"],
        "circle": ["x", "y", "alpha", "icon"],
        "interaction": ["enabled"],
        "feedback": ["feedback"],
        "input": ["tab", "value"],
        "content": ["tab"],
        "bar": ["hidden"],
        "selected": ["tab", "previous"],
        "reselected": ["tab"],
        "rejected": ["tab", "reason"],
    ]

    static func line(for json: String) -> String? {
        guard let kind = value(of: "kind", in: json), kind != "header" else { return nil }
        let time = value(of: "t", in: json) ?? "?"
        var line = String(repeating: " ", count: max(0, 7 - time.count)) + time + "  " + kind
        line += String(repeating: " ", count: max(1, 12 - kind.count))
        let shown = (fields[kind] ?? []).compactMap { key in value(of: key, in: json).map { "\(key)=\($0)" } }
        return line + shown.joined(separator: " ") + "\n"
    }

    /// The text of a top-level scalar field (strings without their quotes). Enough for the
    /// `json` renderer's compact, sorted output; nested objects are skipped by depth.
    static func value(of key: String, in json: String) -> String? {
        let bytes = Array(json.utf8)
        let needle = Array("\"\(key)\":".utf8)
        var depth = 0
        var inString = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: "\""), depth == 1, bytes[index...].starts(with: needle) {
                return scalar(in: bytes, from: index + needle.count)
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
            index += 1
        }
        return nil
    }

    private static func scalar(in bytes: [UInt8], from start: Int) -> String? {
        guard start < bytes.count else { return nil }
        if bytes[start] == UInt8(ascii: "\"") {
            var end = start + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return String(decoding: bytes[(start + 1)..<min(end, bytes.count)], as: UTF8.self)
        }
        var end = start
        while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
