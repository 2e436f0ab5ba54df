import Foundation
import TabBarKit
import TabBarRendering
internal import Testing

/// When ``TabBarViewSpy/assertTimeline(named:record:environment:testName:fileID:filePath:line:column:)``
/// writes the snapshot file instead of only comparing with it.
///
/// The mode in effect is ``never`` whenever the `CI` environment variable is set (a CI run must
/// fail, not record); otherwise the mode passed in code; otherwise the `TABBAR_SNAPSHOT_RECORD`
/// environment variable (`missing`, `all`, `never` or `failed`); otherwise ``missing``. Every
/// recording fails the test, saying what it wrote, so a recorded run never passes unseen.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Records a snapshot that does not exist yet; compares with one that does (the default).
    case missing
    /// Records every snapshot again, whatever is on disk.
    case all
    /// Never records: a missing snapshot fails the test.
    case never
    /// Records over a snapshot that differs (and one that is missing); compares otherwise.
    case failed

    /// The environment variable that picks the mode when the code does not.
    public static let environmentVariable = "TABBAR_SNAPSHOT_RECORD"

    /// The mode in effect for `requested` (the mode passed in code, if any) in `environment`.
    public static func resolved(
        _ requested: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SnapshotRecordMode {
        if let ci = environment["CI"], !ci.isEmpty { return .never }
        if let requested { return requested }
        if let value = environment[environmentVariable], let mode = SnapshotRecordMode(rawValue: value) {
            return mode
        }
        return .missing
    }
}

extension TabBarViewSpy {
    /// Compares everything the spy received in this test — every message with its instant, as
    /// the log renderer writes it (`tabbar --renderer log`) — with the file
    /// `__Snapshots__/<test>.<name>.txt` beside the test file, and marks it all checked.
    ///
    /// A difference fails the test with a line diff (snapshot −, actual +). In Swift Testing it
    /// also attaches the actual transcript and an animated SVG of the actual timeline
    /// (`swift test --attachments-path <folder>` saves them), so you can open what the presenter
    /// did. The file is written as `record` says (see ``SnapshotRecordMode``; never on CI).
    ///
    /// ```swift
    /// sut.presenter.didTap(slot: 1)
    /// sut.scheduler.settle()
    /// sut.view.assertTimeline(named: "tap")
    /// ```
    public func assertTimeline(
        named name: String, record: SnapshotRecordMode? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, testName: String = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        assertTimeline(
            named: name, at: TimelineSnapshot.url(name: name, testName: testName, filePath: "\(filePath)"),
            mode: SnapshotRecordMode.resolved(record, environment: environment),
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The assertion with the file and the mode resolved.
    func assertTimeline(named name: String, at url: URL, mode: SnapshotRecordMode, site: CallSite) {
        let events = recorder.events
        skipReceived()
        let actual = TimelineSnapshot.transcript(of: events)
        let existing = try? String(contentsOf: url, encoding: .utf8)
        let path = url.path

        func write(_ reason: String) {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                TestFailure.record(
                    """
                    Recorded the timeline (\(events.count) message(s)) to \(path): \(reason) \
                    (record mode: \(mode.rawValue)).

                    To fix, check the file, commit it, and run the test again.
                    """, at: site)
            } catch {
                TestFailure.record(
                    "Could not write the snapshot \(path): \(error). To fix, check that its folder is writable.",
                    at: site)
            }
        }

        switch (existing, mode) {
        case (_, .all):
            write("every snapshot is recorded again")
        case (nil, .never):
            TimelineSnapshot.attach(events, transcript: actual, name: name)
            TestFailure.record(
                """
                No snapshot at \(path), and the record mode is never (CI is set, \
                \(SnapshotRecordMode.environmentVariable)=never, or record: .never).

                To fix, run the test where CI is not set to record it, check it, and commit it.
                """, at: site)
        case (nil, _):
            write("there was no snapshot")
        case (let expected?, _) where expected == actual:
            return
        case (let expected?, let mode):
            TimelineSnapshot.attach(events, transcript: actual, name: name)
            let diff = lineDiff(
                expected: TimelineSnapshot.lines(expected), actual: TimelineSnapshot.lines(actual),
                line: { $0 })
            TestFailure.record(
                """
                The timeline differs from the snapshot \(path). (Snapshot: −, Actual: +)

                \(diff)

                To fix, compare the lines marked − and +: either the presenter sends other messages now, \
                or the change is intended and the snapshot is out of date: record it again with \
                record: .failed or \(SnapshotRecordMode.environmentVariable)=failed.
                """, at: site)
            if mode == .failed { write("it differed") }
        }
    }
}

extension PresenterUnderTest {
    /// ``TabBarViewSpy/assertTimeline(named:record:environment:testName:fileID:filePath:line:column:)``
    /// on the presenter's view: everything it sent in this test, start-up included.
    public func assertTimeline(
        named name: String, record: SnapshotRecordMode? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, testName: String = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        view.assertTimeline(
            named: name, record: record, environment: environment, testName: testName, fileID: fileID,
            filePath: filePath, line: line, column: column)
    }
}

/// The files, texts and attachments of a timeline snapshot.
@MainActor
enum TimelineSnapshot {
    /// The log renderer's lines for `events`.
    static func transcript(of events: [TabBarEvent]) -> String {
        RendererConformance.output(of: events) { _, sink in LogRenderer(sink: sink) }
    }

    /// An animated SVG of `events`.
    static func animatedSVG(of events: [TabBarEvent]) -> String {
        RendererConformance.output(of: events) { _, sink in SVGRenderer(sink: sink, mode: .animated) }
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `__Snapshots__/<test>.<name>.txt` in the folder of the test file.
    nonisolated static func url(name: String, testName: String, filePath: String) -> URL {
        let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
        let safe = { (text: String) in
            String(text.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent("\(safe(test)).\(safe(name)).txt")
    }

    /// Attaches the actual transcript and an animated SVG of it to the running Swift Testing
    /// test (XCTest on Linux has no attachments).
    static func attach(_ events: [TabBarEvent], transcript: String, name: String) {
        guard Test.current != nil else { return }
        Attachment.record(transcript, named: "\(name).actual.txt")
        Attachment.record(animatedSVG(of: events), named: "\(name).actual.svg")
    }
}
