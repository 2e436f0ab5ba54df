// Deprecated: the TabBarTextRenderer module before 1.0. Its types moved into TabBarRendering
// (Sources/TabBarRendering/Renderers/); this shim keeps packages written for the earlier
// version building, with a deprecation warning at each use, for one more release. Remove
// it, and the TabBarTextRenderer product, in the next major version.

import TabBarRendering

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/TextRenderer``. The renderer of
/// `--renderer text`: a picture of the tab bar in a terminal.
///
/// Import TabBarRendering and depend on its product instead of TabBarTextRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarTextRenderer product goes away in the next major version."
)
public typealias TextRenderer = TabBarRendering.TextRenderer

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/TextBarDrawer``. The pure drawing function of
/// the text renderer.
///
/// Import TabBarRendering and depend on its product instead of TabBarTextRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarTextRenderer product goes away in the next major version."
)
public typealias TextBarDrawer = TabBarRendering.TextBarDrawer

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/LiveTextBarDrawer``. The text renderer's drawer
/// for live displays, a few microseconds a frame.
///
/// Import TabBarRendering and depend on its product instead of TabBarTextRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarTextRenderer product goes away in the next major version."
)
public typealias LiveTextBarDrawer = TabBarRendering.LiveTextBarDrawer

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/TerminalSanitizer``. Makes text from the data
/// safe to print to a terminal.
///
/// Import TabBarRendering and depend on its product instead of TabBarTextRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarTextRenderer product goes away in the next major version."
)
public typealias TerminalSanitizer = TabBarRendering.TerminalSanitizer

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/IconGlyph``. One-column glyphs for common
/// symbol names.
///
/// Import TabBarRendering and depend on its product instead of TabBarTextRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarTextRenderer product goes away in the next major version."
)
public typealias IconGlyph = TabBarRendering.IconGlyph
