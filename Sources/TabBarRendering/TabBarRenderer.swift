/// Turns tab bar events into text: JSON Lines, logfmt, a terminal picture, SVG, or your own.
///
/// A renderer has one job, ``render(_:)``: take one event value (a view message or an owner
/// report, stamped with the scheduler's time) and write what it means to the sink it was
/// created with. Folding everything into one event value lets the vocabulary grow without
/// breaking renderers.
///
/// Every implementation must:
/// - write only to its sink, never to standard output or files of its own choosing;
/// - produce the same bytes for the same events (no wall clock, locale or randomness);
/// - accept every message kind, and any string in any field (control characters, quotes,
///   escape sequences, bidi overrides, non-BMP characters) without crashing or corrupting
///   its format;
/// - write everything it holds back by the end of ``finish()``.
///
/// `TabBarTesting`'s `RendererConformance` checks these.
///
/// ```swift
/// final class CountingRenderer: TabBarRenderer {
///     let sink: any TextSink
///     init(sink: any TextSink) { self.sink = sink }
///     func render(_ event: TabBarEvent) { sink.write("\(event.message.kind)\n") }
/// }
/// ```
@MainActor
public protocol TabBarRenderer: AnyObject {
    /// Writes the output for one event.
    func render(_ event: TabBarEvent)
    /// Writes anything held back (a frame still being collected). Called once, at the end.
    func finish()
}

extension TabBarRenderer {
    /// Nothing is held back.
    public func finish() {}
}
