import TabBarTesting
import XCTest

// The XCTest shapes in the screen form, with `import TabBarTesting` alone: a test that forgets a
// check fails at the line of its last check; its twin passes.

/// What a tap on the disabled Search does to the screen: one report, nothing else.
func refusedSearch(_ screen: inout TabBarScreen) {
    screen.reports = [.rejected(.tab("search"), reason: .disabled)]
}

@MainActor
final class ScreenLocalShapeXCTests: XCTestCase {
    func test_screenLocal_forgotten_fails() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screenLocal
        sut.presenter.didTap(slot: 1)
    }

    func test_screenLocal_checked_passes() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

@MainActor
final class ScreenTupleShapeXCTests: XCTestCase {
    private func makeSUT() throws -> (sut: PresenterUnderTest, tabs: [Tab]) {
        (try PresenterUnderTest(tabs: shapeTabs), shapeTabs)
    }

    func test_screenTuple_forgotten_fails() async throws {
        let (sut, _) = try makeSUT()
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screenTuple
        sut.presenter.didTap(slot: 1)
    }

    func test_screenTuple_checked_passes() async throws {
        let (sut, _) = try makeSUT()
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

/// `setUp` (async) without a `tearDown`.
@MainActor
final class ScreenSetUpShapeXCTests: XCTestCase {
    private var sut: PresenterUnderTest!

    override func setUp() async throws { sut = try PresenterUnderTest(tabs: shapeTabs) }

    func test_screenSetUp_forgotten_fails() async {
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screenSetUp
        sut.presenter.didTap(slot: 1)
    }

    func test_screenSetUp_checked_passes() async {
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

/// `setUp` with a `tearDown` that lets the SUT go.
@MainActor
final class ScreenTearDownShapeXCTests: XCTestCase {
    private var sut: PresenterUnderTest!

    override func setUp() async throws { sut = try PresenterUnderTest(tabs: shapeTabs) }

    override func tearDown() async throws { sut = nil }

    func test_screenTearDown_forgotten_fails() async {
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screenTearDown
        sut.presenter.didTap(slot: 1)
    }

    func test_screenTearDown_checked_passes() async {
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

/// A SUT let go in a teardown block the test adds.
@MainActor
final class ScreenTeardownBlockShapeXCTests: XCTestCase {
    private var sut: PresenterUnderTest?

    func test_screenTeardownBlock_forgotten_fails() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        self.sut = sut
        addTeardownBlock { MainActor.assumeIsolated { self.sut = nil } }
        sut.send(.tap(slot: 1), assert: refusedSearch)  // fails: screenTeardownBlock
        sut.presenter.didTap(slot: 1)
    }

    func test_screenTeardownBlock_checked_passes() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        self.sut = sut
        addTeardownBlock { MainActor.assumeIsolated { self.sut = nil } }
        sut.send(.tap(slot: 1), assert: refusedSearch)
        sut.send(.tap(slot: 1), assert: refusedSearch)
    }
}

/// The presenter's unlock as it goes, after a test that turned the scheduler's exhaustivity off.
@MainActor
final class ReleaseUnlockXCTests: XCTestCase {
    func test_unlock_local_passes() async throws {
        let sut = try PresenterUnderTest(tabs: shapeTabs)
        sut.scheduler.exhaustivity = .off
        sut.presenter.didTap(slot: 2)
        sut.view.skipReceived()
    }
}
