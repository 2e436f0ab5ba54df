// BannerRenderer as a renderer plug-in for `tabbar --renderer-plugin`: the four functions of
// the plug-in C ABI (RendererPluginABI, version 1), exported under their C names with
// `@_cdecl`. Each event arrives as one line of the `json` renderer; JSONLinesDecoder turns it
// back into the TabBarEvent it was written from, so the renderer itself is the in-process one.
//
// Memory: the host owns the event text and it is valid only during the call, so it is copied
// into a Swift string first. The text returned is allocated with `strdup` (the C allocator) and
// belongs to the host until it hands it back to `tabbar_renderer_free`, which frees it with
// `free` — the plug-in's own allocator, whatever language the host is written in. The name is a
// static literal that lives as long as the library.

import BannerRenderer
import TabBarRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The ABI version this plug-in speaks.
@_cdecl("tabbar_renderer_abi_version")
public func tabbarRendererABIVersion() -> UInt32 { 1 }

/// The plug-in's name: a static, NUL-terminated literal the host may read at any time.
private let pluginName: StaticString = "banner"

/// The plug-in's name.
@_cdecl("tabbar_renderer_name")
public func tabbarRendererName() -> UnsafePointer<CChar>? {
    UnsafeRawPointer(pluginName.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The one renderer, alive as long as the library, and the sink each call empties.
@MainActor private let output = StringSink()
@MainActor private let renderer = BannerRenderer(sink: output)

/// Renders one event (a JSON object of `length` bytes) and returns its text, or `NULL` for the
/// header, for a kind this version does not know and for a line that is not an event.
@_cdecl("tabbar_renderer_render")
public func tabbarRendererRender(_ event: UnsafePointer<CChar>?, _ length: Int) -> UnsafeMutablePointer<
    CChar
>? {
    guard let event else { return nil }
    let line = String(
        decoding: UnsafeRawBufferPointer(start: event, count: length), as: UTF8.self)
    // `tabbar` calls from its main thread, in order, as the ABI promises; the renderer, like
    // every TabBarRenderer, lives on the main actor.
    let text = MainActor.assumeIsolated { () -> String? in
        guard let decoded = try? JSONLinesDecoder.event(from: line) else { return nil }
        renderer.render(decoded)
        return output.take()
    }
    guard let text, !text.isEmpty else { return nil }
    return strdup(text)
}

/// Frees text returned by `tabbar_renderer_render`.
@_cdecl("tabbar_renderer_free")
public func tabbarRendererFree(_ text: UnsafeMutablePointer<CChar>?) { free(text) }
