import TabBarKit

/// A view and presenter delegate that records every message in order and vetoes what it is
/// told to; usable outside tests (it does not import Testing).
@MainActor
public final class RecordingView: TabBarView, TabBarPresenterDelegate {
    /// The messages received since the last ``take()``.
    public private(set) var messages: [TabBarMessage] = []
    /// Selections the owner vetoes.
    public var vetoed: Set<Selection> = []

    /// Creates an empty recorder.
    public init() {}

    /// Returns the messages received so far and forgets them.
    public func take() -> [TabBarMessage] {
        defer { messages.removeAll(keepingCapacity: true) }
        return messages
    }

    /// Records `display`.
    public func display(_ state: TabBarDisplay) { messages.append(.display(state)) }
    /// Records `curve`, `circle` or `bar`.
    public func animate(_ animation: TabBarAnimation) { messages.append(TabBarMessage(animation)) }
    /// Records `interaction`, `input` or `content`.
    public func update(_ update: TabBarUpdate) { messages.append(TabBarMessage(update)) }
    /// Vetoes what is in ``vetoed``.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool
    {
        !vetoed.contains(selection)
    }
    /// Records the report.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, didReport report: TabBarReport) {
        messages.append(TabBarMessage(report))
    }
}
