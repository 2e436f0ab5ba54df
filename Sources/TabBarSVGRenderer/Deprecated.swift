// Deprecated: the TabBarSVGRenderer module before 1.0. Its types moved into TabBarRendering
// (Sources/TabBarRendering/Renderers/); this shim keeps packages written for the earlier
// version building, with a deprecation warning at each use, for one more release. Remove
// it, and the TabBarSVGRenderer product, in the next major version.

import TabBarRendering

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/SVGRenderer``. The renderer of
/// `--renderer svg`: the tab bar as SVG pictures at its real size.
///
/// Import TabBarRendering and depend on its product instead of TabBarSVGRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarSVGRenderer product goes away in the next major version."
)
public typealias SVGRenderer = TabBarRendering.SVGRenderer

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/SVGFrame``. One SVG document of an SVG
/// renderer's run, with its file name.
///
/// Import TabBarRendering and depend on its product instead of TabBarSVGRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarSVGRenderer product goes away in the next major version."
)
public typealias SVGFrame = TabBarRendering.SVGFrame

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/SVGFrameDrawer``. Draws any scene frame as an
/// SVG document.
///
/// Import TabBarRendering and depend on its product instead of TabBarSVGRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarSVGRenderer product goes away in the next major version."
)
public typealias SVGFrameDrawer = TabBarRendering.SVGFrameDrawer

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/SVGAnimationBuilder``. Turns a run's events
/// into one animated SVG document.
///
/// Import TabBarRendering and depend on its product instead of TabBarSVGRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarSVGRenderer product goes away in the next major version."
)
public typealias SVGAnimationBuilder = TabBarRendering.SVGAnimationBuilder

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/SVGCanvas``. The size and drawing constants of
/// the SVG pictures.
///
/// Import TabBarRendering and depend on its product instead of TabBarSVGRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarSVGRenderer product goes away in the next major version."
)
public typealias SVGCanvas = TabBarRendering.SVGCanvas
