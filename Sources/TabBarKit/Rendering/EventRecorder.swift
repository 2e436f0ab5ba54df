/// A renderer that keeps every event it is given: to draw any instant afterwards (feed the
/// events to a ``TabBarScene``), to compare two runs, or to assert on in tests.
///
/// ```swift
/// let recorder = EventRecorder()
/// let view = RendererView(renderer: recorder, scheduler: scheduler)
/// // … drive a presenter …
/// recorder.messages.last   // .interaction(isEnabled: true)
/// ```
@MainActor
public final class EventRecorder: TabBarRenderer {
    /// Every event received, in order.
    public private(set) var events: [TabBarEvent] = []
    /// How many times ``finish()`` was called.
    public private(set) var finishCount = 0

    /// Creates an empty recorder.
    public init() {}

    /// The messages of ``events``, without their times.
    public var messages: [TabBarMessage] { events.map(\.message) }

    /// Keeps `event`.
    public func render(_ event: TabBarEvent) { events.append(event) }

    /// Counts the call; nothing is held back.
    public func finish() { finishCount += 1 }
}
