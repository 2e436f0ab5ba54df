// Deprecated: the TabBarLogRenderer module before 1.0. Its types moved into TabBarRendering
// (Sources/TabBarRendering/Renderers/); this shim keeps packages written for the earlier
// version building, with a deprecation warning at each use, for one more release. Remove
// it, and the TabBarLogRenderer product, in the next major version.

import TabBarRendering

/// Deprecated: moved to TabBarRendering, as ``TabBarRendering/LogRenderer``. The renderer of
/// `--renderer log`: every message as one logfmt line.
///
/// Import TabBarRendering and depend on its product instead of TabBarLogRenderer.
@available(
    *, deprecated,
    message:
        "Moved to TabBarRendering: import TabBarRendering and depend on its product; the TabBarLogRenderer product goes away in the next major version."
)
public typealias LogRenderer = TabBarRendering.LogRenderer
