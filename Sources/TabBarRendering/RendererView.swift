import TabBarKit

/// A view that forwards a presenter's messages, stamped with the scheduler's time, to a
/// renderer. Set it as the presenter's delegate too, to render the owner reports.
///
/// ```swift
/// let view = RendererView(renderer: renderer, scheduler: scheduler)
/// let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
/// presenter.delegate = view
/// ```
@MainActor
public final class RendererView: TabBarMessageView {
    /// The renderer every message goes to.
    public let renderer: any TabBarRenderer
    private let scheduler: any TabBarScheduler
    /// Decides vetoes when this view is the presenter's delegate; `nil` allows everything.
    public var shouldSelect: (@MainActor (Selection) -> Bool)?

    /// Creates a bridge. It keeps the scheduler alive (scheduled steps hold the presenter
    /// weakly, so this makes no cycle), so messages sent after the presenter is gone are still
    /// stamped rather than trapping.
    public init(renderer: any TabBarRenderer, scheduler: any TabBarScheduler) {
        self.renderer = renderer
        self.scheduler = scheduler
    }

    /// Sends any message, stamped with the scheduler's current time.
    public func send(_ message: TabBarMessage) {
        renderer.render(TabBarEvent(time: scheduler.now, message: message))
    }

    /// Asks ``shouldSelect``.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool
    {
        shouldSelect?(selection) ?? true
    }
}
