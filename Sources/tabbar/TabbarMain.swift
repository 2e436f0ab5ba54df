import TabBarCLI
import TabBarKit
import TabBarRenderers
import TabBarTextRenderer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tabbar` executable: hands its arguments, `NO_COLOR` and the standard renderers to
/// ``Tabbar``, then exits with the status it returns.
@main
struct TabbarMain {
    static func main() async {
        var environment: [String: String] = [:]
        if let noColor = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: noColor) }
        var registry = RendererRegistry.standard
        // TEMPORARY until TabBarRenderers registers the text renderer itself.
        if !registry.names.contains(TextRenderer.name) {
            try? registry.register(TextRenderer.name, summary: TextRenderer.summary) { options, sink in
                TextRenderer(options: options, sink: sink)
            }
        }
        let status = await Tabbar.main(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, registry: registry)
        exit(status)
    }
}
