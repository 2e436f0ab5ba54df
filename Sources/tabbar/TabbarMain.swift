import TabBarCLI
import TabBarKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tabbar` executable: parses nothing itself, hands everything to ``Tabbar``.
@main
struct TabbarMain {
    static func main() async {
        var environment: [String: String] = [:]
        if let noColor = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: noColor) }
        let status = await Tabbar.main(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
            registry: RendererRegistry())
        exit(status)
    }
}
