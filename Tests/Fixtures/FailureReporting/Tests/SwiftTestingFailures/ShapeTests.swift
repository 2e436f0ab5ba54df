import TabBarKit
import TabBarTesting
import Testing

// Each fixture shape of a presenter test, twice: a test that forgets a check (it must fail at
// the end of the test, listing the unchecked message, on every run) and its twin that makes the
// check (it must pass). `.ci/failures` finds each failure by the marker on the line it is
// reported at.

/// Home, a disabled Search, and Account: a tap on Search sends only `rejected(search, disabled)`.
let shapeTabs = [
    Tab(id: "home", title: "Home", icon: "house"),
    Tab(id: "search", title: "Search", icon: "magnifyingglass", isEnabled: false),
    Tab(id: "account", title: "Account", icon: "person"),
]

@Suite(.tabBarChecks)
@MainActor
struct LocalShape {
    @Test func local_forgotten_fails() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)  // fails: local
        sut.presenter.didTap(slot: 1)
    }

    @Test func local_checked_passes() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

@Suite(.tabBarChecks)
@MainActor
struct TupleShape {
    /// The shape *Writing presenter tests* teaches: the presenter holds the last reference to
    /// the spy, and its `isolated deinit` lets it go where no test is current.
    private func makeSUT() throws -> (TabBarPresenter, TabBarViewSpy, TestScheduler) {
        let scheduler = TestScheduler()
        let view = TabBarViewSpy(scheduler: scheduler)
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: shapeTabs), view: view, scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        view.skipReceived()
        return (presenter, view, scheduler)
    }

    @Test func tuple_forgotten_fails() throws {  // fails: tuple
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        _ = (view, scheduler)
    }

    @Test func tuple_checked_passes() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.expect([.rejected(.tab("search"), reason: .disabled)])
        scheduler.expectNothingPending()
    }
}

/// Swift Testing's `setUp`: a struct suite whose `init` makes the SUT.
@Suite(.tabBarChecks)
@MainActor
struct StructSuiteShape {
    let sut: PresenterUnderTest

    init() throws {
        sut = try PresenterUnderTest(tabs: shapeTabs)
    }

    @Test func structSuite_forgotten_fails() {  // fails: structSuite
        sut.presenter.didTap(slot: 1)
    }

    @Test func structSuite_checked_passes() {
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

/// The same with a class suite.
@Suite(.tabBarChecks)
@MainActor
final class ClassSuiteShape {
    let sut: PresenterUnderTest

    init() throws {
        sut = try PresenterUnderTest(tabs: shapeTabs)
    }

    @Test func classSuite_forgotten_fails() {  // fails: classSuite
        sut.presenter.didTap(slot: 1)
    }

    @Test func classSuite_checked_passes() {
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

@Suite(.tabBarChecks)
@MainActor
struct ArgumentsShape {
    @Test(arguments: [1]) func arguments_forgotten_fails(slot: Int) throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)  // fails: arguments
        sut.presenter.didTap(slot: slot)
    }

    @Test(arguments: [1]) func arguments_checked_passes(slot: Int) throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.presenter.didTap(slot: slot)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

/// A wrong expectation inside `withKnownIssue` is known; the check forgotten after it is not,
/// and is reported at the line of that last check.
@Suite(.tabBarChecks)
@MainActor
struct KnownIssueShape {
    @Test func knownIssue_forgotten_fails() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.presenter.didTap(slot: 1)
        withKnownIssue { sut.view.expect([]) }  // fails: knownIssue
        sut.presenter.didTap(slot: 1)
    }

    @Test func knownIssue_checked_passes() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.presenter.didTap(slot: 1)
        withKnownIssue { sut.view.expect([]) }
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

/// A suite without the trait: making a spy fails the test at once, saying to add it.
@MainActor
struct NoTraitShape {
    @Test func noTrait_fails() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)  // fails: noTrait
        sut.presenter.didTap(slot: 1)
        sut.view.expect([.rejected(.tab("search"), reason: .disabled)])
    }
}

/// Exhaustivity off, showing what it skipped: the test passes with the skipped message as a
/// known issue.
@Suite(.tabBarChecks)
@MainActor
struct ShowSkippedShape {
    @Test func showSkipped_notesAndPasses() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)  // notes: showSkipped
        sut.view.exhaustivity = .off(showSkipped: true)
        sut.presenter.didTap(slot: 1)
    }
}

/// A timeline snapshot that no longer matches (the committed file says a tap on Account was
/// refused as vetoed; it now selects Account, with a wave): the test fails with a line diff and attaches the actual transcript and an animated
/// SVG. And one with no snapshot at all, run with `CI` set: it fails and records nothing.
@Suite(.tabBarChecks)
@MainActor
struct SnapshotShape {
    @Test func snapshot_differs_fails() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.presenter.didTap(slot: 2)
        sut.scheduler.settle()
        sut.assertTimeline(named: "tap")  // fails: snapshot
    }

    @Test func snapshot_missingOnCI_fails() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.presenter.didTap(slot: 1)
        sut.assertTimeline(named: "tap")  // fails: missing snapshot
    }
}

/// A coordinator that keeps a presenter strongly.
final class LeakyCoordinator {
    var presenter: TabBarPresenter?
}

@Suite(.tabBarChecks)
@MainActor
struct LeakShape {
    @Test func leak_fails() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)  // fails: leak
        let coordinator = LeakyCoordinator()
        coordinator.presenter = sut.presenter
        sut.expectReleased(coordinator)
        LeakShape.kept = coordinator  // the app's cycle, here a static that keeps it
    }

    nonisolated(unsafe) static var kept: LeakyCoordinator?
}
