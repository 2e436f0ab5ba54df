import TabBarKit
import TabBarRendering

/// A view and presenter delegate that records every message, view messages and owner reports
/// alike, in order, stamped with the scheduler's time, for exhaustive assertions. It is a
/// `TabBarRecorder` with assertions on top.
///
/// Each ``expect(_:fileID:filePath:line:column:)`` compares the messages received since the
/// previous check with the whole expected list, and
/// ``expect(events:kinds:fileID:filePath:line:column:)-(_,Set<String>?,_,_,_,_)`` compares them
/// with the instants they were sent too; on a mismatch either fails the running test (Swift
/// Testing or XCTest) with a diff.
///
/// The spy is exhaustive: at the end of the test that made it (see ``TabBarChecksTrait`` for
/// Swift Testing; XCTest needs nothing), messages no check has covered fail the test, listed. Call ``skipReceived()`` to pass over the
/// messages so far, or set ``exhaustivity`` to ``Exhaustivity/off``.
///
/// ```swift
/// let view = TabBarViewSpy(scheduler: scheduler)
/// presenter.delegate = view
/// presenter.didTap(slot: 1)
/// scheduler.settle()
/// view.expect(events: [.at(.zero, .interaction(false)), .at(.milliseconds(400), .interaction(true))],
///             kinds: ["interaction"])
/// ```
@MainActor
public final class TabBarViewSpy: TabBarMessageView, EndOfTestCheckable {
    /// The recorder that keeps the messages, stamped with the scheduler's time.
    public let recorder: TabBarRecorder
    /// Every selection the presenter asked the spy (as delegate) to allow, in order.
    public private(set) var shouldSelectQuestions: [Selection] = []
    /// Selections the spy vetoes when asked.
    public var vetoed: Set<Selection> = []
    /// Whether messages left unchecked at the end of the test fail it (by default they do).
    public var exhaustivity = Exhaustivity.on
    private var checked = 0
    /// The messages received since the last check, kept by the spy itself so that its deinit,
    /// which may not touch the (main-actor) recorder, can report them.
    private var uncheckedMessages: [TabBarMessage] = []
    /// Where a forgotten check is reported: the line of the latest check, else where the spy was
    /// made (or the test's own line when that was outside the test, in a `makeSUT()` or `init`).
    nonisolated(unsafe) private var site: CallSite
    private let scheduler: (any TabBarScheduler)?
    /// The screen at the latest check: what a screen check's expectation starts from.
    private var baseline = TabBarScreen()
    /// The presenter that reports to the spy: once it has gone, what it still sends (its deinit's
    /// unlock and resets, which no test can check) is no leftover.
    private weak var presenter: AnyObject?
    private var sawPresenter = false
    private let entry: LedgerEntry

    /// Creates a spy. Messages are stamped with `scheduler`'s time (zero without one); a
    /// teardown failure (messages left unchecked) is reported at this line.
    public init(
        scheduler: (any TabBarScheduler)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        recorder = TabBarRecorder(scheduler: scheduler)
        self.scheduler = scheduler
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column).inRunningTest
        entry = TestLedger.enroll("TabBarViewSpy", site: site)
        entry.subject = self
    }

    // Not `isolated deinit`: an isolated deinit runs without the releasing task's task-local
    // values. A plain deinit reports where the last reference goes if a test is current there,
    // else leaves the report to the end-of-test check (see `TestLedger`).
    deinit {
        entry.wentAway(leftovers: Self.leftovers(uncheckedMessages, exhaustivity, site))
    }

    nonisolated private static func leftovers(
        _ left: [TabBarMessage], _ exhaustivity: Exhaustivity, _ site: CallSite
    ) -> [TestReport] {
        TestReport.leftovers(
            left.map(TestDescription.line), of: "view spy", noun: "message", exhaustivity: exhaustivity,
            site: site)
    }

    nonisolated private static func skippedNote(_ left: [TabBarMessage], _ site: CallSite) -> TestReport {
        TestReport.skipped(left.map(TestDescription.line), noun: "message", site: site)
    }

    /// What the end-of-test check reports for this spy now.
    func leftovers() -> [TestReport] { Self.leftovers(uncheckedMessages, exhaustivity, site) }

    /// Runs `body` with ``exhaustivity`` set to `exhaustivity`, then, unless it is `.on`, passes
    /// over every message still unchecked at the end of the block (listing them as notes with
    /// `.off(showSkipped: true)`), and sets ``exhaustivity`` back.
    ///
    /// ```swift
    /// view.withExhaustivity(.off) {
    ///     presenter.didTap(slot: 1)
    ///     scheduler.settle()
    /// }
    /// view.expectNoMessages()
    /// ```
    @discardableResult
    public func withExhaustivity<Result>(
        _ exhaustivity: Exhaustivity, _ body: () throws -> Result
    ) rethrows -> Result {
        let saved = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer {
            if exhaustivity != .on, !uncheckedMessages.isEmpty {
                if exhaustivity.showsSkipped { Self.skippedNote(uncheckedMessages, site).record() }
                markChecked()
            }
            self.exhaustivity = saved
        }
        return try body()
    }

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

    /// Records `message` (the view's messages and the owner's reports all arrive here).
    public func send(_ message: TabBarMessage) {
        recorder.send(message)
        if !sawPresenter || presenter != nil { uncheckedMessages.append(message) }
    }

    /// Records the report (see ``send(_:)``).
    public func tabBarPresenter(_ presenter: any TabBarPresenting, didReport report: TabBarReport) {
        watch(presenter)
        send(.report(report))
    }

    /// Records the question and vetoes what is in ``vetoed``.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool
    {
        watch(presenter)
        shouldSelectQuestions.append(selection)
        return !vetoed.contains(selection)
    }

    /// Checks that the messages since the last check are exactly `expected`, in order.
    ///
    /// A mismatch fails the running test (Swift Testing or XCTest) at the caller's line.
    public func expect(
        _ expected: [TabBarMessage], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let actual = Array(unchecked)
        check(
            actual == expected, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            """
            The view received other messages than expected. (Expected: −, Actual: +)

            \(TestDescription.diff(expected: expected, actual: actual))

            To fix, compare the lines marked − and +: either the presenter sent the wrong messages, \
            or the expectation is out of date.
            """)
    }

    /// Checks that the messages since the last check, with the instants they were sent, are
    /// exactly `expected`, in order. Make the spy with the presenter's scheduler
    /// (``PresenterUnderTest`` does) so that the instants are the scheduler's.
    ///
    /// Without `kinds`, every message is compared. With `kinds` (`TabBarMessage/kind` names such
    /// as `"interaction"`, as a set or an array), only messages of those kinds are compared; the
    /// others since the last check count as checked too, because the test said it does not care
    /// about them.
    public func expect(
        events expected: [TabBarEvent], kinds: Set<String>? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let actual = recorder.events[checked...].filter { kinds?.contains($0.message.kind) ?? true }
        let only = kinds.map { " (only \($0.sorted().joined(separator: ", ")))" } ?? ""
        check(
            Array(actual) == expected,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            """
            The view received other messages or instants than expected\(only). (Expected: −, Actual: +)

            \(TestDescription.diff(expected: expected, actual: Array(actual)))

            To fix, compare the lines marked − and +: either the presenter sent the wrong messages \
            or sent them at other times, or the expectation is out of date.
            """)
    }

    /// Checks the messages of the given `kinds` since the last check, with their instants, as
    /// ``expect(events:kinds:fileID:filePath:line:column:)-(_,Set<String>?,_,_,_,_)`` does: the
    /// same check, for kinds held in an array (such as a part of `TabBarMessage.allKinds`).
    @_disfavoredOverload
    public func expect(
        events expected: [TabBarEvent], kinds: [String], fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        expect(
            events: expected, kinds: Set(kinds), fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Checks that nothing was received since the last check.
    public func expectNoMessages(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        expect([], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Marks everything received so far as checked, without asserting it.
    public func skipReceived() { markChecked() }

    /// What the view shows now, with the reports since the last check: see `TabBarScreen` (TabBarRendering).
    public var screen: TabBarScreen {
        TabBarScreen(events: recorder.events, now: scheduler?.now ?? .zero, reportsFrom: checked)
    }

    /// Checks the screen, exhaustively: `change` turns the screen as it was at the last check
    /// (message or screen) into the one expected now, and any other difference fails the test
    /// with a field-by-field diff. State only what changed; `TabBarScreen.reports` starts
    /// empty. It covers the messages received so far, as ``expect(_:fileID:filePath:line:column:)``
    /// does.
    ///
    /// ```swift
    /// presenter.didTap(slot: 1)
    /// view.expectScreen { $0.selected = 1; $0.isInteractive = false }
    /// ```
    public func expectScreen(
        after what: String? = nil, _ change: (inout TabBarScreen) throws -> Void,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) rethrows {
        var expected = baseline
        try change(&expected)
        let actual = screen
        let time = "\((scheduler?.now ?? .zero).wholeMilliseconds) ms"
        check(
            expected == actual, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            """
            The screen differs from the expected one \(what.map { "after \($0), " } ?? "")at \(time). \
            (Expected: −, Actual: +)

            \(TestDescription.fieldDiff(expected: expected, actual: actual))

            To fix, compare the fields marked − and +: state each change the presenter made (only \
            those), or fix the presenter if it should not have made it.
            """)
    }

    /// Marks everything so far checked at `site`, and fails the test with `failure` unless the
    /// check `passed`.
    private func check(_ passed: Bool, at site: CallSite, _ failure: @autoclosure () -> String) {
        markChecked(at: site)
        if !passed { TestFailure.record(failure(), at: site) }
    }

    /// Passes over everything so far and takes the screen now as the next check's start.
    private func markChecked(at site: CallSite? = nil) {
        checked = recorder.events.count
        uncheckedMessages.removeAll()
        baseline = screen
        if let site { self.site = site }
    }

    func watch(_ presenter: any TabBarPresenting) {
        guard !sawPresenter else { return }
        self.presenter = presenter
        sawPresenter = true
    }
}
