import TabBarJSONRenderer
import TabBarKit
import TabBarRendererPlugin

/// A renderer backed by a plug-in (`--renderer-plugin`): each event becomes one JSON Lines
/// object (the `json` renderer's schema, header first), the plug-in turns it into text, and
/// that text goes to the output.
@MainActor
final class PluginRenderer: TabBarRenderer {
    private let plugin: RendererPlugin
    private let output: any TextSink
    private let lines = StringSink()
    private lazy var json = JSONLinesRenderer(sink: lines)

    init(plugin: RendererPlugin, output: any TextSink) {
        self.plugin = plugin
        self.output = output
    }

    func render(_ event: TabBarEvent) {
        json.render(event)
        forward()
    }

    func finish() {
        json.finish()
        forward()
    }

    private func forward() {
        let text = lines.take()
        for line in text.split(separator: "\n") { output.write(plugin.render(line: String(line))) }
    }
}
