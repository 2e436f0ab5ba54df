// Deprecated: the TabBarJSONRenderer module before 1.0. Its types moved into TabBarRendering
// (Sources/TabBarRendering/Renderers/); this shim keeps packages written for the earlier
// version building, with a deprecation warning at each use, for one more release. Remove
// it, and the TabBarJSONRenderer product, in the next major version.

import TabBarRendering

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/JSONLinesRenderer``. The renderer of
/// `--renderer json`: every message as one JSON object per line.
///
/// Import TabBarRendering and depend on its product instead of TabBarJSONRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarJSONRenderer product goes away in the next major version."
)
public typealias JSONLinesRenderer = TabBarRendering.JSONLinesRenderer
