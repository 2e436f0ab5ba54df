import TabBarKit

/// A presenter that records every event a view sends it, in order, for testing a real view
/// without any selection logic: drive the view (tap its buttons, rotate it) and assert the
/// whole list of events with ``expect(_:fileID:filePath:line:column:)``.
///
/// ```swift
/// let presenter = TabBarPresenterSpy()
/// let view = MyTabBarView(presenter: presenter)
/// view.simulateTap(onButton: 2)
/// presenter.expect([.didTap(slot: 2)])
/// ```
///
/// Like ``TabBarViewSpy`` it is exhaustive: going away with events no check covered fails the
/// test, unless ``exhaustivity`` is ``Exhaustivity/off``.
@MainActor
public final class TabBarPresenterSpy: TabBarPresenting, EndOfTestCheckable {
    /// One event a view sent to its presenter.
    public enum Event: Equatable, Sendable, CustomStringConvertible {
        /// `TabBarPresenting/viewDidLoad()`.
        case viewDidLoad
        /// `TabBarPresenting/didTap(slot:)`.
        case didTap(slot: Int)
        /// `TabBarPresenting/didTap(_:)`.
        case didTapTarget(Selection)
        /// `TabBarPresenting/didPick(_:)`.
        case didPick(TabID)
        /// `TabBarPresenting/didChangeLayout(_:)`.
        case didChangeLayout(TabBarLayout)
        /// `TabBarPresenting/didChangeTheme(_:)`.
        case didChangeTheme(Theme)
        /// `TabBarPresenting/didChangeReduceMotion(_:)`.
        case didChangeReduceMotion(Bool)
        /// `TabBarPresenting/didPressShortcut(_:)`: ⌘n.
        case didPressShortcut(Int)
        /// `TabBarPresenting/didMove(_:to:)`: a reordering.
        case didMove(TabID, to: Int)
        /// `didAttachIcon(_:)`.
        case didAttachIcon(TabID)

        /// One line, as the diff shows it: `didTap(slot: 2)`, `didChangeLayout(width: 390, portrait, ltr)`.
        public var description: String {
            switch self {
            case .viewDidLoad: "viewDidLoad"
            case .didTap(let slot): "didTap(slot: \(slot))"
            case .didTapTarget(let target): "didTap(\(target))"
            case .didPick(let tab): "didPick(\(tab))"
            case .didChangeLayout(let layout):
                "didChangeLayout(width: \(TestDescription.number(layout.width)), \(layout.orientation), "
                    + "\(layout.direction))"
            case .didChangeTheme(let theme): "didChangeTheme(\(theme))"
            case .didChangeReduceMotion(let isReduced): "didChangeReduceMotion(\(isReduced))"
            case .didPressShortcut(let n): "didPressShortcut(\(n))"
            case .didMove(let tab, let index): "didMove(\(tab), to: \(index))"
            case .didAttachIcon(let tab): "didAttachIcon(\(tab))"
            }
        }
    }

    /// Every event received, in order.
    public private(set) var events: [Event] = []
    /// When set, ``didChangeLayout(_:)`` records the event and then throws this error, as a
    /// presenter does for a layout it refuses.
    public var layoutError: TabBarError?
    /// Whether events left unchecked when the spy goes away fail the test (by default they do).
    public var exhaustivity = Exhaustivity.on
    private var checked = 0
    private let site: CallSite
    private let entry: LedgerEntry

    /// Creates a spy; a teardown failure (events left unchecked) is reported at this line.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        entry = TestLedger.enroll("TabBarPresenterSpy", site: site)
        entry.subject = self
    }

    // A plain deinit (see `TabBarViewSpy`).
    deinit { entry.wentAway(leftovers: Self.leftovers(Array(events[checked...]), exhaustivity, site)) }

    /// What the end-of-test check reports for this spy now.
    func leftovers() -> [TestReport] { Self.leftovers(Array(unchecked), exhaustivity, site) }

    nonisolated private static func leftovers(
        _ left: [Event], _ exhaustivity: Exhaustivity, _ site: CallSite
    ) -> [TestReport] {
        TestReport.leftovers(
            left.map { "\($0)" }, of: "presenter spy", noun: "event", exhaustivity: exhaustivity, site: site)
    }

    /// The events received since the last check.
    public var unchecked: ArraySlice<Event> { events[checked...] }

    /// Records ``Event/viewDidLoad``.
    public func viewDidLoad() { events.append(.viewDidLoad) }
    /// Records ``Event/didTap(slot:)``.
    public func didTap(slot: Int) { events.append(.didTap(slot: slot)) }
    /// Records ``Event/didTapTarget(_:)``.
    public func didTap(_ target: Selection) { events.append(.didTapTarget(target)) }
    /// Records ``Event/didPick(_:)``.
    public func didPick(_ tab: TabID) { events.append(.didPick(tab)) }
    /// Records ``Event/didChangeLayout(_:)``, then throws ``layoutError`` if it is set.
    public func didChangeLayout(_ layout: TabBarLayout) throws(TabBarError) {
        events.append(.didChangeLayout(layout))
        if let layoutError { throw layoutError }
    }
    /// Records ``Event/didChangeTheme(_:)``.
    public func didChangeTheme(_ theme: Theme) { events.append(.didChangeTheme(theme)) }
    /// Records ``Event/didChangeReduceMotion(_:)``.
    public func didChangeReduceMotion(_ isReduced: Bool) { events.append(.didChangeReduceMotion(isReduced)) }
    /// Records ``Event/didAttachIcon(_:)``.
    public func didAttachIcon(_ tab: TabID) { events.append(.didAttachIcon(tab)) }

    /// Records ``Event/didPressShortcut(_:)``.
    public func didPressShortcut(_ n: Int) { events.append(.didPressShortcut(n)) }

    /// Records ``Event/didMove(_:to:)``.
    public func didMove(_ tab: TabID, to index: Int) { events.append(.didMove(tab, to: index)) }

    /// Checks that the events since the last check are exactly `expected`, in order; a mismatch
    /// fails the running test (Swift Testing or XCTest) at the caller's line with a diff.
    public func expect(
        _ expected: [Event], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let actual = Array(unchecked)
        checked = events.count
        guard actual != expected else { return }
        TestFailure.record(
            """
            The presenter received other events than expected. (Expected: −, Actual: +)

            \(lineDiff(expected: expected, actual: actual, line: \.description))

            To fix, compare the lines marked − and +: either the view sent the wrong events, \
            or the expectation is out of date.
            """,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Checks that no event was received since the last check.
    public func expectNoEvents(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        expect([], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Marks every event received so far as checked, without asserting it.
    public func skipReceived() { checked = events.count }
}
