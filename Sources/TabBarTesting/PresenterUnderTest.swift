import TabBarKit

/// A presenter wired for a test: a ``TabBarViewSpy`` as its view and delegate (stamping
/// messages with the scheduler's time), and a ``TestScheduler``, loaded (`viewDidLoad`) with the start-up messages already checked.
///
/// ```swift
/// let sut = try PresenterUnderTest(tabs: tabs)
/// sut.presenter.didTap(slot: 1)
/// sut.scheduler.advance(by: .milliseconds(400))
/// sut.view.expect([…])
/// ```
///
/// It is exhaustive, as the spy and the scheduler are: at the end of the test (a local, a
/// suite's property set in `init`, an XCTestCase's `var sut` set in `setUp`: see
/// ``TabBarChecksTrait``), messages unchecked or steps pending fail the test, listed. It checks
/// the scheduler *before* it lets the presenter go, because a presenter cancels its steps when it
/// goes away.
///
/// It also checks for leaks: when it is released, the presenter must go with it, and so must a
/// delegate or anything else passed to
/// ``expectReleased(_:fileID:filePath:line:column:)``. One still alive fails the test: something
/// else holds it, such as a delegate that holds its presenter strongly (the cycle an app makes
/// when a view controller keeps its presenter and is its delegate). A delegate is not checked
/// unless you ask: a test may rightly keep its own (the presenter holds it weakly).
@MainActor
public final class PresenterUnderTest {
    /// The presenter under test.
    public var presenter: TabBarPresenter { parts.presenter }
    /// Its view and delegate.
    public var view: TabBarViewSpy { parts.view }
    /// Its scheduler.
    public var scheduler: TestScheduler { parts.scheduler }

    private struct Parts {
        let presenter: TabBarPresenter
        let view: TabBarViewSpy
        let scheduler: TestScheduler
    }

    /// Let go (set to nil) in deinit before the leak check; never nil before.
    nonisolated(unsafe) private var storage: Parts?
    private var parts: Parts { storage! }
    nonisolated(unsafe) private var tracked: [(description: String, object: Weak)] = []
    private let site: CallSite
    private let entry: LedgerEntry

    /// Makes a presenter for `configuration`; with `loaded` (the default) it has received
    /// `viewDidLoad()` and the spy has marked the start-up messages as checked.
    public init(
        configuration: TabBarConfiguration, loaded: Bool = true, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(TabBarError) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        entry = TestLedger.enroll("PresenterUnderTest", site: site)
        let scheduler = TestScheduler(fileID: fileID, filePath: filePath, line: line, column: column)
        let view = TabBarViewSpy(
            scheduler: scheduler, fileID: fileID, filePath: filePath, line: line, column: column)
        let presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        presenter.delegate = view
        view.watch(presenter)
        storage = Parts(presenter: presenter, view: view, scheduler: scheduler)
        if loaded {
            presenter.viewDidLoad()
            view.skipReceived()
        }
    }

    /// Makes a presenter for `tabs` and the other settings of `TabBarConfiguration` (the
    /// signature before `labels`, `badgeLimit`, `customizable` and `reduceMotion`; calls resolve
    /// to the one below).
    @_disfavoredOverload
    public convenience init(
        tabs: [Tab], maxVisible: Int = TabBarConfiguration.defaultMaxVisible, initial: TabID? = nil,
        layout: TabBarLayout = TabBarLayout(), theme: Theme = .light, tapPolicy: TapPolicy = .defer,
        loaded: Bool = true, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws(TabBarError) {
        try self.init(
            tabs: tabs, maxVisible: maxVisible, initial: initial, layout: layout, theme: theme,
            tapPolicy: tapPolicy, labels: .always, loaded: loaded, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Makes a presenter for `tabs` and the other settings of `TabBarConfiguration`.
    public convenience init(
        tabs: [Tab], maxVisible: Int = TabBarConfiguration.defaultMaxVisible, initial: TabID? = nil,
        layout: TabBarLayout = TabBarLayout(), theme: Theme = .light, tapPolicy: TapPolicy = .defer,
        labels: LabelVisibility = .always, badgeLimit: Int = TabBarConfiguration.defaultBadgeLimit,
        customizable: Bool = true, reduceMotion: Bool = false, loaded: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws(TabBarError) {
        var configuration = TabBarConfiguration(
            tabs: tabs, maxVisible: maxVisible, initial: initial, layout: layout, theme: theme,
            tapPolicy: tapPolicy, reduceMotion: reduceMotion)
        configuration.labels = labels
        configuration.badgeLimit = badgeLimit
        configuration.customizable = customizable
        try self.init(
            configuration: configuration, loaded: loaded, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Sends `action`, moves time on by `time`, then checks the screen exhaustively: `change`
    /// turns the screen as it was at the last check into the one expected now (see
    /// ``TabBarViewSpy/expectScreen(after:_:fileID:filePath:line:column:)``).
    ///
    /// ```swift
    /// sut.send(.tap(slot: 1)) { $0.selected = 1; $0.isInteractive = false }
    /// ```
    public func send(
        _ action: TabBarAction, advancing time: Duration = .zero,
        assert change: ((inout TabBarScreen) throws -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        do { try action.perform(presenter) } catch {
            TestFailure.record("\(action) threw \(error). To fix, send what the presenter accepts.", at: site)
        }
        advance(by: time, assert: change, after: "\(action)", site: site)
    }

    /// Moves time on by `time`, then checks the screen as
    /// ``send(_:advancing:assert:fileID:filePath:line:column:)`` does.
    public func advance(
        by time: Duration, assert change: ((inout TabBarScreen) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        advance(by: time, assert: change, after: nil, site: site)
    }

    private func advance(
        by time: Duration, assert change: ((inout TabBarScreen) throws -> Void)?, after what: String?,
        site: CallSite
    ) {
        scheduler.advance(
            by: time, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        let label = what.map { time == .zero ? $0 : "\($0) and \(time.wholeMilliseconds) ms" }
        do {
            try view.expectScreen(
                after: label, change ?? { _ in }, fileID: site.fileID, filePath: site.filePath,
                line: site.line, column: site.column)
        } catch {
            TestFailure.record("The expected screen threw \(error).", at: site)
        }
    }

    /// Fails the test if `object` is still alive once this SUT has been released: for a view, a
    /// delegate or a coordinator the test hands the presenter, which must go with it.
    public func expectReleased(
        _ object: AnyObject, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        tracked.append(("\(type(of: object)) (expectReleased at line \(line))", Weak(object)))
    }

    /// Runs `body` with the view's exhaustivity set to `exhaustivity`: see
    /// ``TabBarViewSpy/withExhaustivity(_:_:)``.
    @discardableResult
    public func withExhaustivity<Result>(
        _ exhaustivity: Exhaustivity, _ body: () throws -> Result
    ) rethrows -> Result {
        try view.withExhaustivity(exhaustivity, body)
    }

    // Checks the scheduler first, while it still holds the presenter's steps; then lets
    // everything go and checks that it went.
    deinit {
        guard let parts = storage else { return }
        parts.scheduler.checkTeardown()
        var watched = tracked
        watched.append(("the presenter (\(type(of: parts.presenter)))", Weak(parts.presenter)))
        // Not the view: a presenter's `isolated deinit` may run later than this, and lets its
        // view go only then; a view that keeps its presenter keeps it alive, which is seen above.
        storage = nil
        _ = consume parts
        let alive = watched.filter { $0.object.value != nil }.map(\.description)
        guard !alive.isEmpty else { return }
        entry.deliver(
            TestReport(
                message: """
                    The presenter under test was released, but \(listed(alive)) \
                    \(alive.count == 1 ? "is" : "are") still alive: something else holds \(alive.count == 1 ? "it" : "them").

                    To fix, look for a strong reference back: a delegate or view that keeps its presenter \
                    (make one side weak), or a step or closure that captures it strongly.
                    """, site: site))
    }
}

/// `a`, `a and b`, `a, b and c`.
private func listed(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
}

/// A weak reference, for the leak check.
struct Weak: @unchecked Sendable {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
