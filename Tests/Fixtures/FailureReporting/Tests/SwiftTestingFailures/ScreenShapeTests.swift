import TabBarTesting
import Testing

// The fixture shapes again in the screen form, with `import TabBarTesting` alone. Each test that
// forgets a check makes one screen check, then taps the disabled Search again and checks nothing:
// it must fail at the end of the test, at the line of its last check (the test's own line, even
// when the SUT was made in a `makeSUT()` or an `init`), listing the unchecked message. Its twin
// checks it and passes.

/// What a tap on the disabled Search does to the screen: one report, nothing else.
func refusedSearch(_ screen: inout TabBarScreen) {
    screen.reports = [.rejected(.tab("search"), reason: .disabled)]
}

@Suite(.tabBarChecks)
@MainActor
struct ScreenLocalShape {
    @Test func screen_local_forgotten_fails() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screen local
        sut.presenter.didTap(slot: 1)
    }

    @Test func screen_local_checked_passes() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

@Suite(.tabBarChecks)
@MainActor
struct ScreenTupleShape {
    private func makeSUT() throws -> (sut: PresenterUnderTest, tabs: [Tab]) {
        (try PresenterUnderTest(tabs: shapeTabs), shapeTabs)
    }

    @Test func screen_tuple_forgotten_fails() throws {
        let (sut, _) = try makeSUT()
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screen tuple
        sut.presenter.didTap(slot: 1)
    }

    @Test func screen_tuple_checked_passes() throws {
        let (sut, _) = try makeSUT()
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

@Suite(.tabBarChecks)
@MainActor
struct ScreenStructSuiteShape {
    let sut: PresenterUnderTest

    init() throws { sut = try PresenterUnderTest(tabs: shapeTabs) }

    @Test func screen_structSuite_forgotten_fails() {
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screen structSuite
        sut.presenter.didTap(slot: 1)
    }

    @Test func screen_structSuite_checked_passes() {
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

@Suite(.tabBarChecks)
@MainActor
final class ScreenClassSuiteShape {
    let sut: PresenterUnderTest

    init() throws { sut = try PresenterUnderTest(tabs: shapeTabs) }

    @Test func screen_classSuite_forgotten_fails() {
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screen classSuite
        sut.presenter.didTap(slot: 1)
    }

    @Test func screen_classSuite_checked_passes() {
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

@Suite(.tabBarChecks)
@MainActor
struct ScreenArgumentsShape {
    @Test(arguments: [1]) func screen_arguments_forgotten_fails(slot: Int) throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.send(.tap(slot: slot), assert: refusedSearch)  // fails: screen arguments
        sut.presenter.didTap(slot: slot)
    }

    @Test(arguments: [1]) func screen_arguments_checked_passes(slot: Int) throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.send(.tap(slot: slot), assert: refusedSearch)
        sut.send(.tap(slot: slot), assert: refusedSearch)
    }
}

/// A wrong statement inside `withKnownIssue` is known; the check forgotten after it is not.
@Suite(.tabBarChecks)
@MainActor
struct ScreenKnownIssueShape {
    @Test func screen_knownIssue_forgotten_fails() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        withKnownIssue { sut.send(.tap(slot: 1)) }  // fails: screen knownIssue
        sut.presenter.didTap(slot: 1)
    }

    @Test func screen_knownIssue_checked_passes() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        withKnownIssue { sut.send(.tap(slot: 1)) }
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

/// A test that turned the scheduler's exhaustivity off and ends mid-animation: the presenter
/// unlocks the view as it goes, after the test's last line, and that must not fail the test.
@Suite(.tabBarChecks)
@MainActor
struct ReleaseUnlockShape {
    let sut: PresenterUnderTest

    init() throws { sut = try PresenterUnderTest(tabs: shapeTabs) }

    @Test func unlock_local_passes() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.scheduler.exhaustivity = .off
        sut.send(.tap(slot: 2), assert: tapOnAccount)
    }

    @Test func unlock_suite_passes() {
        sut.scheduler.exhaustivity = .off
        sut.send(.tap(slot: 2), assert: tapOnAccount)
    }

    @Test func unlock_messages_passes() throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.scheduler.exhaustivity = .off
        sut.presenter.didTap(slot: 2)
        sut.scheduler.advance(by: .milliseconds(100))
        sut.view.skipReceived()
    }
}

/// A tap on Account, at its instant: selected, the dip on its way, the circle sinking, locked.
func tapOnAccount(_ screen: inout TabBarScreen) {
    screen.selected = 2
    screen.content = .tab("account")
    screen.dip.heading = 2
    screen.circle.isShown = false
    screen.isInteractive = false
    screen.reports = [.selected(.tab("account"), previous: .tab("home")), .feedback]
}
