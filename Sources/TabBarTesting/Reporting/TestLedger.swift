import Foundation
internal import Testing

/// Something exhaustive that the end-of-test check asks what it has left unchecked: a spy, a
/// test scheduler.
@MainActor
protocol EndOfTestCheckable: AnyObject {
    /// What is left unchecked now: failures, and notes for what a non-exhaustive check skipped.
    func leftovers() -> [TestReport]
}

/// One thing to tell the running test: a failure, or a note (a known issue in Swift Testing).
struct TestReport: Sendable {
    var message: String
    var site: CallSite
    var isNote = false

    /// Tells the running test (Swift Testing or XCTest).
    func record() {
        if isNote { TestFailure.note(message, at: site) } else { TestFailure.record(message, at: site) }
    }

    /// What a spy reports of the `lines` it received that nobody checked, by its exhaustivity:
    /// a failure saying what to do, a note when it shows what it skips, or nothing.
    static func leftovers(
        _ lines: [String], of spy: String, noun: String, exhaustivity: Exhaustivity, site: CallSite
    ) -> [TestReport] {
        leftovers(
            lines.count, exhaustivity: exhaustivity, site: site,
            failure: """
                The \(spy) went away with \(lines.count) unchecked \(noun)(s):

                \(indented(lines))

                To fix, assert them with expect(_:) before the test ends, call skipReceived() to pass over \
                them, or set exhaustivity = .off on a spy whose leftovers do not matter.
                """, note: skipped(lines, noun: noun, site: site).message)
    }

    /// What an exhaustive object reports of `count` things left unchecked, by its exhaustivity:
    /// the `failure`, the `note` when it shows what it skips, or nothing.
    static func leftovers(
        _ count: Int, exhaustivity: Exhaustivity, site: CallSite, failure: @autoclosure () -> String,
        note: @autoclosure () -> String
    ) -> [TestReport] {
        guard count > 0 else { return [] }
        switch exhaustivity {
        case .on: return [TestReport(message: failure(), site: site)]
        case .off(showSkipped: true): return [TestReport(message: note(), site: site, isNote: true)]
        case .off(showSkipped: false): return []
        }
    }

    /// The note that lists the `lines` a spy passed over unchecked.
    static func skipped(_ lines: [String], noun: String, site: CallSite) -> TestReport {
        TestReport(
            message:
                "Skipped \(lines.count) unchecked \(noun)(s) (exhaustivity is off):\n\n\(indented(lines))",
            site: site, isNote: true)
    }

    private static func indented(_ lines: [String]) -> String {
        lines.map { "  " + $0 }.joined(separator: "\n")
    }
}

/// Everything exhaustive that one test made, checked at the end of that test by the runner's
/// own hook: the ``TabBarChecksTrait`` scope in Swift Testing, a teardown block that an XCTest
/// observer adds to every test case in XCTest.
///
/// Deinit timing decides nothing: a spy that goes away inside the test reports there (so
/// `withKnownIssue` sees it); one that goes away where no test is current (an `isolated deinit`
/// has no task-local values) leaves its report here; one still alive at the end (a suite's or
/// test case's property) is asked for its leftovers then.
final class TestLedger: @unchecked Sendable {
    /// The ledger of the Swift Testing test whose scope the trait provides.
    @TaskLocal static var scoped: TestLedger?

    private static let xctestLock = NSLock()
    nonisolated(unsafe) private static var xctestLedger: TestLedger?

    /// The ledger of the XCTest test case running now, if any.
    static var xctest: TestLedger? {
        get { xctestLock.locked { xctestLedger } }
        set { xctestLock.locked { xctestLedger = newValue } }
    }

    /// The ledger of the test running here: Swift Testing's from the task, else XCTest's.
    static var current: TestLedger? { scoped ?? (Test.current == nil ? xctest : nil) }

    /// The XCTest test this ledger belongs to, by its class and method names (XCTest knows no
    /// line for it).
    let testCase: (type: String, method: String)?
    private let lock = NSLock()
    private var entries: [LedgerEntry] = []
    private var waiting: [TestReport] = []
    private var checked = false
    /// Whether reports can no longer reach the test (after the scope or test case ended).
    private var ended = false

    init(testCase: (type: String, method: String)? = nil) { self.testCase = testCase }

    /// Enrolls a new exhaustive object made at `site`; its entry outlives it.
    func enroll(site: CallSite) -> LedgerEntry {
        let entry = LedgerEntry(ledger: self, site: site)
        lock.locked { entries.append(entry) }
        return entry
    }

    /// Whether a report made here reaches this ledger's test at once.
    var isCurrentHere: Bool {
        if let scoped = TestLedger.scoped { return scoped === self }
        return Test.current == nil && TestLedger.xctest === self
    }

    /// Keeps `report` for the end of the test, or returns false if the test has ended.
    func keep(_ report: TestReport) -> Bool {
        lock.locked {
            guard !ended else { return false }
            waiting.append(report)
            return true
        }
    }

    /// The end-of-test check: reports what went away where no test was current, then asks every
    /// object still alive for its leftovers. Later reports (an object released in XCTest's
    /// `tearDown`) go straight to the test until ``end()``.
    @MainActor
    func checkAtEnd() {
        let (toCheck, kept) = lock.locked {
            checked = true
            defer { waiting = [] }
            return (entries, waiting)
        }
        for report in kept { report.record() }
        for entry in toCheck {
            for report in entry.settleAtEnd() { report.record() }
        }
    }

    /// Nothing reaches the test any more.
    func end() {
        lock.locked { (ended, entries, waiting) = (true, [], []) }
    }
}

/// One exhaustive object's place in a ledger.
final class LedgerEntry: @unchecked Sendable {
    private let lock = NSLock()
    private weak var ledger: TestLedger?
    let site: CallSite
    /// The object, for the end-of-test check while it is alive.
    nonisolated(unsafe) weak var subject: (any EndOfTestCheckable)?
    /// Whether its leftovers were reported (or found empty) once already.
    private var settled = false

    init(ledger: TestLedger?, site: CallSite) {
        self.ledger = ledger
        self.site = site
    }

    /// An entry in no ledger: reports go to whatever test is running when they are made.
    static func unledgered(site: CallSite) -> LedgerEntry { LedgerEntry(ledger: nil, site: site) }

    /// The object went away (or let its presenter go) with `leftovers`; nothing is reported if
    /// the end-of-test check already settled them.
    func wentAway(leftovers: [TestReport]) {
        guard settleOnce() else { return }
        for report in leftovers { deliver(report) }
    }

    /// Marks the leftovers settled; true the first time only.
    private func settleOnce() -> Bool {
        lock.locked {
            defer { settled = true }
            return !settled
        }
    }

    /// Reports something that always counts, whenever found (a leak).
    func deliver(_ report: TestReport) {
        guard let ledger else {
            report.record()
            return
        }
        if ledger.isCurrentHere {
            report.record()
        } else {
            _ = ledger.keep(report)
        }
    }

    @MainActor
    fileprivate func settleAtEnd() -> [TestReport] {
        guard settleOnce(), let subject else { return [] }
        return subject.leftovers()
    }
}

extension TestLedger {
    /// Enrolls an object made at `site` in the running test's ledger. In a Swift Testing test
    /// without ``TabBarChecksTrait`` it fails the test at `site`: without the trait, nothing
    /// could check the object at the end of the test.
    static func enroll(_ what: String, site: CallSite) -> LedgerEntry {
        if let ledger = current { return ledger.enroll(site: site) }
        if Test.current != nil {
            TestFailure.record(
                """
                This test makes a \(what) but has no end-of-test check: Swift Testing drops what a \
                check reports after the test's scope has ended, so unchecked messages could pass unseen.

                To fix, add the trait to the suite or the test: @Suite(.tabBarChecks) or \
                @Test(.tabBarChecks).
                """,
                at: site)
        }
        return .unledgered(site: site)
    }
}

extension NSLock {
    /// Runs `body` holding the lock (not `withLock`, whose availability varies with the
    /// Foundation of each platform).
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
