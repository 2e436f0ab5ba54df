import TabBarKit
import TabBarRendering

/// A renderer backed by a ``RendererPlugin``: each event is encoded by the `json` renderer
/// and handed to the plug-in as one line; what the plug-in returns goes to the sink.
///
/// ```swift
/// let plugin = try RendererPlugin(path: "libTickerPlugin.so")  // .dylib on Apple platforms
/// let renderer = PluginRenderer(plugin: plugin, sink: sink)
/// ```
@MainActor
public final class PluginRenderer: TabBarRenderer {
    private let plugin: RendererPlugin
    private let sink: any TextSink
    private let lines = LineCollector()
    private let encoder: JSONLinesRenderer

    /// Creates a renderer that forwards to `plugin` and writes its text to `sink`.
    public init(plugin: RendererPlugin, sink: any TextSink) {
        self.plugin = plugin
        self.sink = sink
        encoder = JSONLinesRenderer(sink: lines)
    }

    /// Encodes `event` and hands each finished line to the plug-in.
    public func render(_ event: TabBarEvent) {
        encoder.render(event)
        forwardLines()
    }

    /// Flushes the encoder (the header, if nothing was rendered) through the plug-in.
    public func finish() {
        encoder.finish()
        forwardLines()
    }

    private func forwardLines() {
        for line in lines.takeLines() {
            let text = plugin.render(line: line)
            if !text.isEmpty { sink.write(text) }
        }
    }
}

/// A sink that splits what it receives into complete lines.
final class LineCollector: TextSink {
    private var pending = ""

    func write(_ text: String) { pending += text }

    /// The complete lines received so far, without their newlines.
    func takeLines() -> [Substring] {
        guard let lastNewline = pending.lastIndex(of: "\n") else { return [] }
        let complete = pending[..<lastNewline]
        let lines = complete.split(separator: "\n", omittingEmptySubsequences: false)
        pending = String(pending[pending.index(after: lastNewline)...])
        return lines
    }
}
