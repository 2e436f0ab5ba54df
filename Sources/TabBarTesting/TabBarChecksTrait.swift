public import Testing

/// The end-of-test check of TabBarTesting, for Swift Testing: add it to a suite or a test.
///
/// ```swift
/// @Suite(.tabBarChecks) @MainActor struct CheckoutTabTests {
///     let sut = try! PresenterUnderTest(tabs: [Tab(id: "home", title: "Home", icon: "house")])
///     @Test func load_sendsNothingMore() { sut.view.expectNoMessages() }
/// }
/// ```
///
/// With it, every spy, test scheduler and ``PresenterUnderTest`` a test makes is checked when
/// that test ends, inside the test's scope, whatever holds it: a local, a tuple from a
/// `makeSUT()`, a property of the suite set in `init`. Unchecked messages and pending steps fail
/// *that* test, every run, listing them. (Swift Testing drops an issue recorded after a test's
/// scope has ended, which is where a spy released by a suite or by a presenter's `isolated
/// deinit` would otherwise report.) A test that makes one of them without the trait fails at
/// once and says to add it.
///
/// On a suite the trait applies to every test in it, nested suites included.
public struct TabBarChecksTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is added to.
    public var isRecursive: Bool { true }

    /// Runs `function` (one test case) with a ledger that collects every exhaustive object it
    /// makes, then checks them all, inside the test's scope.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else {
            try await function()
            return
        }
        let ledger = TestLedger()
        defer { ledger.end() }
        do {
            try await TestLedger.$scoped.withValue(ledger) { try await function() }
        } catch {
            await TestLedger.$scoped.withValue(ledger) { await MainActor.run { ledger.checkAtEnd() } }
            throw error
        }
        await TestLedger.$scoped.withValue(ledger) { await MainActor.run { ledger.checkAtEnd() } }
    }
}

extension Trait where Self == TabBarChecksTrait {
    /// TabBarTesting's end-of-test check: see ``TabBarChecksTrait``.
    public static var tabBarChecks: TabBarChecksTrait { TabBarChecksTrait() }
}
