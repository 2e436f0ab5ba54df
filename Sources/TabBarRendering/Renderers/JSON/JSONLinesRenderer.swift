import TabBarKit

/// Writes every event as one JSON object per line (JSON Lines), the machine-readable form of
/// the contract (`tabbar --renderer json`).
///
/// The first line is a header, `{"kind":"header","renderer":"json","schema":1,"t":0,"version":"…"}`
/// (the version is `TabBarKitInfo.version`), written before the first event (or by ``finish()``
/// when there was none). Every later line has `t` (seconds of virtual time, at most three
/// decimals) and `kind`, plus the fields of that kind:
///
/// ```
/// {"kind":"selected","previous":"lessons","t":0,"tab":"archives"}
/// {"duration":0.4,"from":65,"kind":"curve","radius":30,"t":0,"timing":"easeInEaseOut","to":195}
/// ```
///
/// Keys are sorted (byte order), there are no spaces, numbers are in shortest round-trip form
/// (`65`, `146.25`, `0.4`; a non-finite number is `null`), durations are in seconds, and a
/// missing value (no badge, no slot for a tab under More, no More slot, the tab of a
/// rejected tap on a slot that does not exist) is `null`. Strings are UTF-8 with `"`, `\`
/// and control characters escaped; DEL, C1 controls, bidi controls and U+2028/U+2029 are
/// escaped as `\uXXXX` too, so the output is safe to show in a terminal.
///
/// Each line is written to the sink as soon as its event arrives; nothing is held back.
@MainActor
public final class JSONLinesRenderer: TabBarRenderer {
    /// The name the standard registry uses, `json`.
    public nonisolated static let name = "json"
    /// One line for `--list-renderers`.
    public nonisolated static let summary =
        "JSON Lines: one object per message, keys sorted (machine-readable)"
    /// The schema version in the header line; it changes only when a field changes meaning.
    public nonisolated static let schemaVersion = 1

    private let sink: any TextSink
    private let writer = JSONLineWriter()
    private var hasWrittenHeader = false

    /// Creates a renderer writing to `sink`.
    public init(sink: any TextSink) {
        self.sink = sink
    }

    /// Writes the header if needed, then the event's line.
    public func render(_ event: TabBarEvent) {
        writeHeaderIfNeeded()
        writer.reset()
        writer.encode(event)
        writer.raw("\n")
        flush()
    }

    /// Writes the header if no event came.
    public func finish() {
        writeHeaderIfNeeded()
    }

    private func writeHeaderIfNeeded() {
        guard !hasWrittenHeader else { return }
        hasWrittenHeader = true
        writer.reset()
        writer.raw("{\"kind\":\"header\",\"renderer\":\"json\",\"schema\":")
        writer.integer(Int64(Self.schemaVersion))
        writer.raw(",\"t\":0,\"version\":")
        writer.string(TabBarKitInfo.version)
        writer.raw("}\n")
        flush()
    }

    private func flush() {
        sink.write(writer.bytes.string)
    }
}
