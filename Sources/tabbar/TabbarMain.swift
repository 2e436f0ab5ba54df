import TabBarCLI
import TabBarKit
import TabBarRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tabbar` executable: hands its arguments (their exact bytes: paths need not be UTF-8),
/// `NO_COLOR`, `TERM` and the standard renderers to ``Tabbar``, then exits with the status it
/// returns.
@main
struct TabbarMain {
    static func main() async {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        let status = await Tabbar.main(
            rawArguments: rawArguments(), environment: environment, registry: RendererRegistry.standard)
        exit(status)
    }

    /// The arguments after the program name, byte for byte (`CommandLine.arguments` repairs
    /// bytes that are not UTF-8 into U+FFFD, which would name another file).
    private static func rawArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map {
                UInt8(bitPattern: $0)
            }
        }
    }
}
