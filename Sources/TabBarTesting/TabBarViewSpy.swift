import TabBarKit
import TabBarRendering
import Testing

/// A view and presenter delegate that records every message, view messages and owner reports
/// alike, in order, for exhaustive assertions. It is a `TabBarRecorder` with assertions on
/// top.
///
/// Each ``expect(_:sourceLocation:)`` compares the messages received since the previous
/// check with the whole expected list; on a mismatch it records an issue with a diff.
///
/// ```swift
/// let view = TabBarViewSpy()
/// presenter.delegate = view
/// presenter.didTap(slot: 1)
/// view.expect([.selected(.tab("archives"), previous: .tab("lessons")), …])
/// ```
@MainActor
public final class TabBarViewSpy: TabBarMessageView {
    /// The recorder that keeps the messages.
    public let recorder = TabBarRecorder()
    /// Every selection the presenter asked the spy (as delegate) to allow, in order.
    public private(set) var shouldSelectQuestions: [Selection] = []
    /// Selections the spy vetoes when asked.
    public var vetoed: Set<Selection> = []
    private var checked = 0

    /// Creates a spy.
    public init() {}

    /// Every message received, in order.
    public var messages: [TabBarMessage] { recorder.messages }

    /// The messages received since the last check.
    public var unchecked: ArraySlice<TabBarMessage> { messages[checked...] }

    /// The latest `display` received, if any.
    public var lastDisplay: TabBarDisplay? {
        for event in recorder.events.reversed() {
            if case .display(let state) = event.message { return state }
        }
        return nil
    }

    /// Records `message`.
    public func send(_ message: TabBarMessage) { recorder.send(message) }

    /// Records the question and vetoes what is in ``vetoed``.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool
    {
        shouldSelectQuestions.append(selection)
        return !vetoed.contains(selection)
    }

    /// Checks that the messages since the last check are exactly `expected`, in order.
    public func expect(_ expected: [TabBarMessage], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = Array(unchecked)
        checked = recorder.events.count
        guard actual != expected else { return }
        Issue.record(
            """
            The view received other messages than expected. (Expected: −, Actual: +)

            \(TestDescription.diff(expected: expected, actual: actual))

            To fix, compare the lines marked − and +: either the presenter sent the wrong messages, \
            or the expectation is out of date.
            """,
            sourceLocation: sourceLocation)
    }

    /// Checks that nothing was received since the last check.
    public func expectNoMessages(sourceLocation: SourceLocation = #_sourceLocation) {
        expect([], sourceLocation: sourceLocation)
    }

    /// Marks everything received so far as checked, without asserting it.
    public func skipReceived() { checked = recorder.events.count }
}
