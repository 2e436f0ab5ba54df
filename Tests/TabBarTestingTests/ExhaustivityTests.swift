import TabBarKit
import Testing

@testable import TabBarTesting

/// A spy or test scheduler that goes away with work left unchecked fails the test, with what is
/// left and how to fix it; `exhaustivity = .off` and `skipReceived()` opt out.
@Suite(.tabBarChecks)
@MainActor
struct ExhaustivityTests {
    @Test func viewSpy_goingAwayWithUncheckedMessages_failsWithThem() {
        withKnownIssue {
            let view = TabBarViewSpy()
            view.update(.interaction(isEnabled: false))
            view.update(.content(.tab("search")))
        } matching: { issue in
            text(of: issue) == """
                The view spy went away with 2 unchecked message(s):

                  interaction(false)
                  content(search)

                To fix, assert them with expect(_:) before the test ends, call skipReceived() to pass \
                over them, or set exhaustivity = .off on a spy whose leftovers do not matter.
                """
        }
    }

    @Test func viewSpy_failsAtTheLineThatMadeIt() {
        withKnownIssue {
            let view = TabBarViewSpy()
            view.update(.interaction(isEnabled: true))
        } matching: { issue in
            issue.sourceLocation?.fileName == "ExhaustivityTests.swift" && issue.sourceLocation?.line == 31
        }
    }

    @Test func viewSpy_checkedOrSkippedOrOff_passes() {
        let checked = TabBarViewSpy()
        checked.update(.interaction(isEnabled: true))
        checked.expect([.interaction(true)])
        let skipped = TabBarViewSpy()
        skipped.update(.interaction(isEnabled: true))
        skipped.skipReceived()
        let off = TabBarViewSpy()
        off.exhaustivity = .off
        off.update(.interaction(isEnabled: true))
    }

    @Test func scheduler_goingAwayWithStepsPending_failsWithTheirDueTimes() {
        withKnownIssue {
            let scheduler = TestScheduler()
            scheduler.schedule(after: .milliseconds(1500)) {}
            scheduler.schedule(after: .milliseconds(200)) {}
            scheduler.advance(by: .milliseconds(100))
        } matching: { issue in
            text(of: issue) == """
                The test scheduler went away with 2 step(s) pending, due at 0.2s, 1.5s.

                To fix, advance past them (advance(by:) or settle()) and assert what they send, or set \
                exhaustivity = .off on a scheduler whose pending steps do not matter.
                """
        }
    }

    @Test func scheduler_settledOrCancelledOrOff_passes() {
        let settled = TestScheduler()
        settled.schedule(after: .seconds(1)) {}
        settled.settle()
        let cancelled = TestScheduler()
        cancelled.cancel(cancelled.schedule(after: .seconds(1)) {})
        let off = TestScheduler()
        off.exhaustivity = .off
        off.schedule(after: .seconds(1)) {}
    }

    @Test func presenterUnderTest_leftMidAnimation_failsForTheSpyAndTheScheduler() throws {
        try withKnownIssue {
            let sut = try PresenterUnderTest(tabs: [
                Tab(id: "a", title: "A", icon: "a"), Tab(id: "b", title: "B", icon: "b"),
            ])
            sut.presenter.didTap(slot: 1)
            sut.view.skipReceived()
        } matching: { issue in
            // The presenter, going away locked, also leaves the view interactive; that
            // `interaction(true)`, sent after the test could check anything, is no leftover.
            text(of: issue).hasPrefix(
                "The test scheduler went away with 2 step(s) pending, due at 0.2s, 0.4s.")
                || text(of: issue).hasPrefix(
                    "The view spy went away with 1 unchecked message(s):\n\n  interaction(true)")
        }
        try withKnownIssue {
            let sut = try PresenterUnderTest(tabs: [
                Tab(id: "a", title: "A", icon: "a"), Tab(id: "b", title: "B", icon: "b"),
            ])
            sut.presenter.didTap(slot: 1)
            sut.scheduler.exhaustivity = .off
        } matching: { issue in
            // The tap's 7 messages: the unlock the presenter sends as it goes is not one.
            text(of: issue).hasPrefix("The view spy went away with 7 unchecked message(s):")
        }
    }

    @Test func presenterSpy_goingAwayWithUncheckedEvents_failsWithThem() {
        withKnownIssue {
            let presenter = TabBarPresenterSpy()
            presenter.didTap(slot: 3)
        } matching: { issue in
            text(of: issue).hasPrefix(
                "The presenter spy went away with 1 unchecked event(s):\n\n  didTap(slot: 3)\n\nTo fix,")
        }
    }

    @Test func offShowingSkipped_reportsEachLeftoverAsANote_notAFailure() {
        let view = TabBarViewSpy()
        view.exhaustivity = .off(showSkipped: true)
        view.update(.interaction(isEnabled: false))
        let reports = view.leftovers()
        #expect(reports.map(\.isNote) == [true])
        #expect(
            reports.first?.message == """
                Skipped 1 unchecked message(s) (exhaustivity is off):

                  interaction(false)
                """)
        let scheduler = TestScheduler()
        scheduler.exhaustivity = .off(showSkipped: true)
        scheduler.schedule(after: .milliseconds(200)) {}
        #expect(
            scheduler.leftovers().map(\.message) == [
                "Skipped 1 pending step(s), due at 0.2s (exhaustivity is off)."
            ])
        #expect(scheduler.leftovers().map(\.isNote) == [true])
        // Plain .off reports nothing at all.
        view.exhaustivity = .off
        scheduler.exhaustivity = .off
        #expect(view.leftovers().isEmpty && scheduler.leftovers().isEmpty)
    }

    @Test func withExhaustivityOff_passesOverWhatTheBlockLeft_andThenChecksAgain() throws {
        let sut = try PresenterUnderTest(tabs: [
            Tab(id: "a", title: "A", icon: "a"), Tab(id: "b", title: "B", icon: "b"),
        ])
        sut.withExhaustivity(.off) {
            sut.presenter.didTap(slot: 1)
            sut.scheduler.settle()
        }
        #expect(sut.view.exhaustivity == .on)
        #expect(sut.view.unchecked.isEmpty)
        sut.presenter.didTap(slot: 0)
        sut.scheduler.settle()
        withKnownIssue {
            sut.view.expectNoMessages()
        } matching: { issue in
            text(of: issue).hasPrefix("The view received other messages than expected.")
        }
    }

    @Test func presenterUnderTest_releasedWhileSomethingHoldsThePresenter_failsAsALeak() throws {
        /// A coordinator caught in a cycle with itself, holding the presenter strongly.
        final class Coordinator {
            var presenter: AnyObject?
            var me: Coordinator?
        }
        var leaked: Coordinator?
        try withKnownIssue {
            let sut = try PresenterUnderTest(tabs: [Tab(id: "a", title: "A", icon: "a")])
            let coordinator = Coordinator()
            coordinator.presenter = sut.presenter
            coordinator.me = coordinator
            sut.expectReleased(coordinator)
            leaked = coordinator
        } matching: { issue in
            let text = text(of: issue)
            return text.hasPrefix(
                "The presenter under test was released, but Coordinator (expectReleased at line ")
                && text.contains(
                    "and the presenter (TabBarPresenter) are still alive")
                && text.contains("To fix, look for a strong reference back")
        }
        leaked?.me = nil
        leaked?.presenter = nil
    }

    @Test func presenterUnderTest_releasedWithNothingElseHoldingIt_passes() throws {
        final class Coordinator {}
        let sut = try PresenterUnderTest(tabs: [Tab(id: "a", title: "A", icon: "a")])
        sut.expectReleased(Coordinator())
    }

    /// What the presenter sends as it goes (its unlock) fails nothing, in a test that had checked
    /// everything or turned the scheduler's exhaustivity off.
    @Test func presenterUnderTest_releasedMidAnimation_afterEverythingChecked_passes() throws {
        let sut = try PresenterUnderTest(tabs: [
            Tab(id: "a", title: "A", icon: "a"), Tab(id: "b", title: "B", icon: "b"),
        ])
        sut.scheduler.exhaustivity = .off
        sut.send(.tap(slot: 1)) {
            $0.selected = 1
            $0.content = .tab("b")
            $0.dip.heading = 1
            $0.circle.isShown = false
            $0.isInteractive = false
            $0.reports = [.selected(.tab("b"), previous: .tab("a")), .feedback]
        }
    }

    /// A screen check names each field that differs, with its path.
    @Test func screenCheck_namesTheFieldsThatDiffer() throws {
        let sut = try PresenterUnderTest(tabs: [
            Tab(id: "a", title: "A", icon: "a"), Tab(id: "b", title: "B", icon: "b", badge: "120"),
        ])
        withKnownIssue {
            sut.send(.badge("7", for: "b")) { $0.slots[1].badge = "99+" }
        } matching: { issue in
            text(of: issue) == """
                The screen differs from the expected one after badge(7, for: b), at 0 ms. (Expected: −, Actual: +)

                  slots[1].badge
                  − "99+"
                  + "7"

                To fix, compare the fields marked − and +: state each change the presenter made (only those), \
                or fix the presenter if it should not have made it.
                """
        }
    }
}
