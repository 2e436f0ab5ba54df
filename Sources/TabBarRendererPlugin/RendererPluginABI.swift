/// The C ABI a renderer plug-in exports, version 1.
///
/// A plug-in is a shared library (`.so`, `.dylib`) with these four symbols; it can be written
/// in Swift (`@_cdecl`), C, Rust or anything that exports C functions, and shares no Swift type
/// metadata with the host:
///
/// ```c
/// uint32_t tabbar_renderer_abi_version(void);   // must return 1
/// const char *tabbar_renderer_name(void);       // NUL-terminated UTF-8, owned by the plug-in
/// char *tabbar_renderer_render(const char *event, size_t length);
/// void tabbar_renderer_free(char *text);
/// ```
///
/// The host calls `tabbar_renderer_render` once per event with the event as one JSON Lines
/// object (the `json` renderer's schema, without the newline; the header line first), and
/// writes the NUL-terminated UTF-8 text it returns (or nothing for `NULL`), then hands that
/// text back to `tabbar_renderer_free`. Calls come from one thread, in order.
public enum RendererPluginABI {
    /// The ABI version this host speaks.
    public static let version: UInt32 = 1
    /// The symbol returning the plug-in's ABI version.
    public static let versionSymbol = "tabbar_renderer_abi_version"
    /// The symbol returning the plug-in's name.
    public static let nameSymbol = "tabbar_renderer_name"
    /// The symbol rendering one event.
    public static let renderSymbol = "tabbar_renderer_render"
    /// The symbol freeing text the plug-in returned.
    public static let freeSymbol = "tabbar_renderer_free"

    /// Every symbol a plug-in must export.
    public static let requiredSymbols = [versionSymbol, nameSymbol, renderSymbol, freeSymbol]
}
