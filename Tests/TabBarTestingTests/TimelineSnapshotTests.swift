import Foundation
import TabBarKit
import Testing

@testable import TabBarTesting

/// `assertTimeline(named:)`: the log renderer's transcript of everything a spy received, compared
/// with a file, recorded as the mode says, never on CI.
@Suite(.tabBarChecks)
@MainActor
struct TimelineSnapshotTests {
    private let tabs = [
        Tab(id: "home", title: "Home", icon: "house"),
        Tab(id: "search", title: "Search", icon: "magnifyingglass"),
    ]

    /// A fresh folder for one test's snapshot.
    private func snapshotURL() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("tabbar-snapshots-\(UInt64.random(in: 0...UInt64.max))")
            .appendingPathComponent("test.tap.txt")
    }

    private func tapped(slot: Int) throws -> PresenterUnderTest {
        let sut = try PresenterUnderTest(tabs: tabs)
        sut.presenter.didTap(slot: slot)
        sut.scheduler.settle()
        return sut
    }

    private func site(line: UInt = #line) -> CallSite {
        CallSite(fileID: #fileID, filePath: #filePath, line: line, column: 1)
    }

    @Test func missing_recordsTheFirstTime_failing_thenCompares() throws {
        let url = snapshotURL()
        let first = try tapped(slot: 1)
        withKnownIssue {
            first.view.assertTimeline(named: "tap", at: url, mode: .missing, site: site())
        } matching: { issue in
            text(of: issue).hasPrefix("Recorded the timeline (")
                && text(of: issue).contains("there was no snapshot (record mode: missing)")
        }
        let recorded = try String(contentsOf: url, encoding: .utf8)
        #expect(recorded.hasPrefix("t=0.000 kind=display "))
        #expect(recorded.contains("t=0.400 kind=interaction enabled=true\n"))
        #expect(first.view.unchecked.isEmpty)

        let again = try tapped(slot: 1)
        again.view.assertTimeline(named: "tap", at: url, mode: .missing, site: site())
    }

    @Test func aDifference_failsWithALineDiff_andRecordsOnlyInFailedMode() throws {
        let url = snapshotURL()
        let first = try tapped(slot: 1)
        withKnownIssue { first.view.assertTimeline(named: "tap", at: url, mode: .all, site: site()) }
        let recorded = try String(contentsOf: url, encoding: .utf8)

        let other = try tapped(slot: 0)
        withKnownIssue {
            other.view.assertTimeline(named: "tap", at: url, mode: .missing, site: site())
        } matching: { issue in
            let text = text(of: issue)
            return text.hasPrefix(
                "The timeline differs from the snapshot \(url.path). (Snapshot: −, Actual: +)")
                && text.contains("\n− t=0.000 kind=selected tab=search previous=home")
                && text.contains("\n+ t=0.000 kind=reselected tab=home")
                && text.contains("record it again with record: .failed or TABBAR_SNAPSHOT_RECORD=failed")
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == recorded)

        let failed = try tapped(slot: 0)
        withKnownIssue(isIntermittent: false) {
            failed.view.assertTimeline(named: "tap", at: url, mode: .failed, site: site())
        }
        #expect(try String(contentsOf: url, encoding: .utf8) != recorded)
        let now = try tapped(slot: 0)
        now.view.assertTimeline(named: "tap", at: url, mode: .never, site: site())
    }

    @Test func never_failsOnAMissingSnapshot_andWritesNothing() throws {
        let url = snapshotURL()
        let sut = try tapped(slot: 1)
        withKnownIssue {
            sut.view.assertTimeline(named: "tap", at: url, mode: .never, site: site())
        } matching: { issue in
            text(of: issue).hasPrefix("No snapshot at \(url.path), and the record mode is never")
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func all_recordsEvenAnEqualSnapshot_failing() throws {
        let url = snapshotURL()
        let first = try tapped(slot: 1)
        withKnownIssue { first.view.assertTimeline(named: "tap", at: url, mode: .missing, site: site()) }
        let second = try tapped(slot: 1)
        withKnownIssue {
            second.view.assertTimeline(named: "tap", at: url, mode: .all, site: site())
        } matching: { issue in
            text(of: issue).contains("every snapshot is recorded again (record mode: all)")
        }
    }

    @Test func theMode_isNeverOnCI_elseTheCodes_elseTheEnvironments_elseMissing() {
        #expect(SnapshotRecordMode.resolved(.all, environment: ["CI": "true"]) == .never)
        #expect(
            SnapshotRecordMode.resolved(nil, environment: ["CI": "1", "TABBAR_SNAPSHOT_RECORD": "all"])
                == .never)
        #expect(
            SnapshotRecordMode.resolved(.failed, environment: ["TABBAR_SNAPSHOT_RECORD": "all"]) == .failed)
        #expect(SnapshotRecordMode.resolved(nil, environment: ["TABBAR_SNAPSHOT_RECORD": "all"]) == .all)
        #expect(
            SnapshotRecordMode.resolved(nil, environment: ["TABBAR_SNAPSHOT_RECORD": "bogus"]) == .missing)
        #expect(SnapshotRecordMode.resolved(nil, environment: ["CI": ""]) == .missing)
    }

    @Test func theFile_isUnderSnapshotsBesideTheTest_namedByTestAndName() {
        let url = TimelineSnapshot.url(
            name: "after tap", testName: "tap_sendsTheWave()", filePath: "/src/Tests/AppTests/TapTests.swift")
        #expect(url.path == "/src/Tests/AppTests/__Snapshots__/tap_sendsTheWave.after_tap.txt")
    }

    @Test func theAnimatedSVG_drawsTheTimeline() throws {
        let sut = try tapped(slot: 1)
        let svg = TimelineSnapshot.animatedSVG(of: sut.view.recorder.events)
        sut.view.skipReceived()
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("<animate"))
    }
}
