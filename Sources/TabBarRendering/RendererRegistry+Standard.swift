import TabBarKit

extension RendererRegistry {
    /// The built-in renderers, by name: `json` (``JSONLinesRenderer``), `log`
    /// (``LogRenderer``), `svg` (``SVGRenderer``) and `text` (``TextRenderer``). Copy it and
    /// register your own:
    ///
    /// ```swift
    /// var registry = RendererRegistry.standard
    /// try registry.register("count", summary: "one line per message kind") { _, sink in
    ///     CountingRenderer(sink: sink)
    /// }
    /// ```
    public static var standard: RendererRegistry {
        var registry = RendererRegistry()
        registry.registerBuiltIn(JSONLinesRenderer.name, summary: JSONLinesRenderer.summary) { _, sink in
            JSONLinesRenderer(sink: sink)
        }
        registry.registerBuiltIn(LogRenderer.name, summary: LogRenderer.summary) { _, sink in
            LogRenderer(sink: sink)
        }
        registry.registerBuiltIn(TextRenderer.name, summary: TextRenderer.summary) { options, sink in
            TextRenderer(options: options, sink: sink)
        }
        registry.registerBuiltIn(SVGRenderer.name, summary: SVGRenderer.summary) { options, sink in
            SVGRenderer(options: options, sink: sink)
        }
        // Further built-ins go here, one line each (their files in a folder of Renderers/):
        // registry.registerBuiltIn(MyRenderer.name, summary: MyRenderer.summary) { options, sink in
        //     MyRenderer(options: options, sink: sink)
        // }
        return registry
    }

    /// Registers a built-in whose name is known to be valid and unique in ``standard``.
    private mutating func registerBuiltIn(_ name: String, summary: String, factory: @escaping Factory) {
        do {
            try register(name, summary: summary, factory: factory)
        } catch {
            // Unreachable: built-in names are constants, valid and distinct; the standard
            // registry's tests check that every one of them is present.
        }
    }
}
