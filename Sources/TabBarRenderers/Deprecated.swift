// Deprecated: the TabBarRenderers module before 1.0. `RendererRegistry.standard`, the one
// declaration it had (an extension member, no type of its own), moved into TabBarRendering
// (Sources/TabBarRendering/RendererRegistry+Standard.swift), where every file that imports
// TabBarRendering sees it. This shim only keeps `import TabBarRenderers` and the TabBarRenderers
// product of packages written for the earlier version working for one more release; it declares
// nothing, so Swift has nothing to mark deprecated. Remove it, and the TabBarRenderers product,
// in the next major version.

import TabBarRendering
