import TabBarKit

/// A view, presenter delegate and renderer that keeps every message it is given, in order,
/// stamped with the scheduler's time: to draw any instant afterwards (feed ``events`` to a
/// ``TabBarScene``), to compare two runs, or to assert on (`TabBarTesting`'s spy is built on
/// it). It needs no test framework, so tools and tests share it.
///
/// Use it as the presenter's view and delegate, or as the renderer of a ``RendererView``:
///
/// ```swift
/// let recorder = TabBarRecorder(scheduler: scheduler)
/// let presenter = try TabBarPresenter(configuration: configuration, view: recorder, scheduler: scheduler)
/// presenter.delegate = recorder
/// presenter.didTap(slot: 1)
/// recorder.messages.first   // .update(.interaction(isEnabled: false))
/// ```
///
/// It keeps the scheduler alive (scheduled steps hold the presenter weakly, so this makes no
/// cycle).
@MainActor
public final class TabBarRecorder: TabBarMessageView, TabBarRenderer {
    /// Every event received, in order.
    public private(set) var events: [TabBarEvent] = []
    /// How many times ``finish()`` was called.
    public private(set) var finishCount = 0
    /// Decides vetoes when the recorder is the presenter's delegate; `nil` allows everything.
    public var shouldSelect: (@MainActor (Selection) -> Bool)?
    private let scheduler: (any TabBarScheduler)?

    /// Creates an empty recorder. Messages it receives as a view or delegate are stamped with
    /// `scheduler`'s time, or with zero when there is none.
    public init(
        scheduler: (any TabBarScheduler)? = nil, shouldSelect: (@MainActor (Selection) -> Bool)? = nil
    ) {
        self.scheduler = scheduler
        self.shouldSelect = shouldSelect
    }

    /// The messages of ``events``, without their times.
    public var messages: [TabBarMessage] { events.map(\.message) }

    /// Keeps `message`, stamped with the scheduler's current time.
    public func send(_ message: TabBarMessage) {
        events.append(TabBarEvent(time: scheduler?.now ?? .zero, message: message))
    }

    /// Forgets every event received so far.
    public func removeAll() { events.removeAll(keepingCapacity: true) }

    /// Asks ``shouldSelect``.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool
    {
        shouldSelect?(selection) ?? true
    }

    /// Keeps `event` as it is.
    public func render(_ event: TabBarEvent) { events.append(event) }

    /// Counts the call; nothing is held back.
    public func finish() { finishCount += 1 }
}
