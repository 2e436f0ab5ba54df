#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loaded renderer plug-in: a shared library exporting ``RendererPluginABI``'s symbols.
///
/// ```swift
/// let plugin = try RendererPlugin(path: "libTickerPlugin.so")  // libTickerPlugin.dylib on Apple platforms
/// let text = plugin.render(line: #"{"kind":"bar","hidden":true,"duration":0.3,"t":1}"#)
/// ```
///
/// The library stays loaded for the life of the process (unloading Swift code is not safe).
@MainActor
public final class RendererPlugin {
    private typealias VersionFunction = @convention(c) () -> UInt32
    private typealias NameFunction = @convention(c) () -> UnsafePointer<CChar>?
    private typealias RenderFunction =
        @convention(c) (UnsafePointer<CChar>?, Int) -> UnsafeMutablePointer<CChar>?
    private typealias FreeFunction = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void

    /// The path it was loaded from.
    public let path: String
    /// The name the plug-in gives itself.
    public let name: String
    private let renderFunction: RenderFunction
    private let freeFunction: FreeFunction

    /// Loads the library at `path` and checks its symbols and ABI version.
    ///
    /// - Throws: ``RendererPluginError``.
    public init(path: String) throws(RendererPluginError) {
        self.path = path
        guard access(path, F_OK) == 0 else { throw .fileNotFound(path: path) }
        // dlopen searches the library path for names without a slash; a plug-in is a file.
        let filePath = path.contains("/") ? path : "./" + path
        guard let handle = dlopen(filePath, RTLD_NOW | RTLD_LOCAL) else {
            throw .unloadable(path: path, reason: Self.loaderError())
        }
        func symbol<Function>(_ name: String, as type: Function.Type) throws(RendererPluginError) -> Function
        {
            guard let address = dlsym(handle, name) else { throw .missingSymbol(path: path, symbol: name) }
            return unsafeBitCast(address, to: type)
        }
        let version = try symbol(RendererPluginABI.versionSymbol, as: VersionFunction.self)
        let name = try symbol(RendererPluginABI.nameSymbol, as: NameFunction.self)
        renderFunction = try symbol(RendererPluginABI.renderSymbol, as: RenderFunction.self)
        freeFunction = try symbol(RendererPluginABI.freeSymbol, as: FreeFunction.self)
        let found = version()
        guard found == RendererPluginABI.version else { throw .abiMismatch(path: path, found: found) }
        self.name = name().map { String(cString: $0) } ?? ""
    }

    /// Hands one JSON line to the plug-in and returns the text it produced (empty for none).
    public func render<Line: StringProtocol>(line: Line) -> String {
        let length = line.utf8.count
        return line.withCString { characters in
            guard let text = renderFunction(characters, length) else { return "" }
            defer { freeFunction(text) }
            return String(cString: text)
        }
    }

    private static func loaderError() -> String {
        guard let message = dlerror() else { return "the dynamic loader gave no reason" }
        return String(cString: message)
    }
}
