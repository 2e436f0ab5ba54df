import TabBarKit

/// A view and presenter delegate that records every message, view messages and owner reports
/// alike, in order, for exhaustive assertions.
///
/// Each ``expect(_:fileID:filePath:line:column:)`` compares the messages received since the previous
/// check with the whole expected list; on a mismatch it fails the running test (Swift Testing or
/// XCTest) with a diff.
///
/// The spy is exhaustive: when it goes away (at the end of the test that made it) with messages
/// no check has covered, the test fails and lists them. Call ``skipReceived()`` to pass over the
/// messages so far, or set ``exhaustivity`` to ``Exhaustivity/off``.
///
/// ```swift
/// let view = TabBarViewSpy()
/// presenter.delegate = view
/// presenter.didTap(slot: 1)
/// view.expect([.selected(.tab("archives"), previous: .tab("lessons")), …])
/// ```
@MainActor
public final class TabBarViewSpy: TabBarView, TabBarPresenterDelegate {
    /// Every message received, in order.
    public private(set) var messages: [TabBarMessage] = []
    /// Every selection the presenter asked the spy (as delegate) to allow, in order.
    public private(set) var shouldSelectQuestions: [Selection] = []
    /// Selections the spy vetoes when asked.
    public var vetoed: Set<Selection> = []
    /// Whether messages left unchecked when the spy goes away fail the test (by default they do).
    public var exhaustivity = Exhaustivity.on
    private var checked = 0
    private let site: CallSite

    /// Creates a spy; a teardown failure (messages left unchecked) is reported at this line.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // Not `isolated deinit`: an isolated deinit runs without the releasing task's task-local
    // values, so Swift Testing's `Test.current` would be nil there and the failure would be lost.
    // A plain deinit runs where the last reference goes, inside the test; it reads only the
    // spy's own stored values.
    deinit {
        guard exhaustivity == .on, checked < messages.count else { return }
        let left = messages[checked...]
        TestFailure.record(
            """
            The view spy went away with \(left.count) unchecked message(s):

            \(left.map { "  " + TestDescription.line($0) }.joined(separator: "\n"))

            To fix, assert them with expect(_:) before the test ends, call skipReceived() to pass over \
            them, or set exhaustivity = .off on a spy whose leftovers do not matter.
            """,
            at: site)
    }

    /// The messages received since the last check.
    public var unchecked: ArraySlice<TabBarMessage> { messages[checked...] }

    /// The latest `display` received, if any.
    public var lastDisplay: TabBarDisplay? {
        for message in messages.reversed() { if case .display(let state) = message { return state } }
        return nil
    }

    /// Records `display`.
    public func display(_ state: TabBarDisplay) { messages.append(.display(state)) }
    /// Records `curve`, `circle` or `bar`.
    public func animate(_ animation: TabBarAnimation) { messages.append(TabBarMessage(animation)) }
    /// Records `interaction`, `input` or `content`.
    public func update(_ update: TabBarUpdate) { messages.append(TabBarMessage(update)) }

    /// Records the question and vetoes what is in ``vetoed``.
    public func tabBarPresenter(_ presenter: TabBarPresenter, shouldSelect selection: Selection) -> Bool {
        shouldSelectQuestions.append(selection)
        return !vetoed.contains(selection)
    }

    /// Records the report.
    public func tabBarPresenter(_ presenter: TabBarPresenter, didReport report: TabBarReport) {
        messages.append(TabBarMessage(report))
    }

    /// Checks that the messages since the last check are exactly `expected`, in order.
    ///
    /// A mismatch fails the running test (Swift Testing or XCTest) at the caller's line.
    public func expect(
        _ expected: [TabBarMessage], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let actual = Array(unchecked)
        checked = messages.count
        guard actual != expected else { return }
        TestFailure.record(
            """
            The view received other messages than expected. (Expected: −, Actual: +)

            \(TestDescription.diff(expected: expected, actual: actual))

            To fix, compare the lines marked − and +: either the presenter sent the wrong messages, \
            or the expectation is out of date.
            """,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Checks that nothing was received since the last check.
    public func expectNoMessages(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        expect([], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Marks everything received so far as checked, without asserting it.
    public func skipReceived() { checked = messages.count }
}
