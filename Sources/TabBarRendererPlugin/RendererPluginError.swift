/// Why a renderer plug-in could not be used.
public enum RendererPluginError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(path: String)
    /// The dynamic loader refused the file (not a shared library, wrong architecture, …).
    case unloadable(path: String, reason: String)
    /// The library lacks a required symbol.
    case missingSymbol(path: String, symbol: String)
    /// The library speaks another ABI version.
    case abiMismatch(path: String, found: UInt32)

    /// The process exit status the `tabbar` command uses: 66 when the file cannot be loaded,
    /// 64 when it loads but is not a usable plug-in.
    public var exitCode: Int32 {
        switch self {
        case .fileNotFound, .unloadable: 66
        case .missingSymbol, .abiMismatch: 64
        }
    }

    /// A sentence naming the file and what to do.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "renderer plug-in '\(path)' does not exist; give the path of a shared library (.so or .dylib)"
        case .unloadable(let path, let reason):
            "cannot load renderer plug-in '\(path)': \(reason)"
        case .missingSymbol(let path, let symbol):
            "'\(path)' is not a tabbar renderer plug-in: it does not export '\(symbol)' "
                + "(required: \(RendererPluginABI.requiredSymbols.joined(separator: ", ")))"
        case .abiMismatch(let path, let found):
            "renderer plug-in '\(path)' speaks ABI version \(found), but this tabbar speaks version "
                + "\(RendererPluginABI.version); rebuild the plug-in against this version"
        }
    }
}
