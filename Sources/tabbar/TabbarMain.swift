import TabBarCLI
import TabBarKit
import TabBarRenderers
import TabBarRendering

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
        let status = await Tabbar.main(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
            registry: RendererRegistry.standard)
        exit(status)
    }
}
