/// Whether a spy or a test scheduler fails the test when work is left unchecked at the end of the
/// test, as TCA's `TestStore` does.
///
/// A ``TabBarViewSpy`` (or ``TabBarPresenterSpy``) with messages nobody asserted, or a
/// ``TestScheduler`` with steps still pending, fails the running test at its end and lists what
/// is left. That is the default; a test that means to leave things unchecked says so with
/// ``off``, or, for the messages so far, with `skipReceived()`, or for one block with
/// `withExhaustivity(.off) { … }`.
public enum Exhaustivity: Equatable, Sendable {
    /// What is left unchecked at the end of the test fails it (the default).
    case on
    /// Nothing left unchecked fails the test. With `showSkipped`, each thing skipped is still
    /// reported, as a known issue in Swift Testing (an expected failure in Apple's XCTest, a
    /// `note:` line on standard error in swift-corelibs-xctest): visible, not a failure.
    case off(showSkipped: Bool)

    /// Off, skipping silently: `.off(showSkipped: false)`.
    public static let off = Exhaustivity.off(showSkipped: false)

    /// Whether leftovers are shown as notes.
    var showsSkipped: Bool { self == .off(showSkipped: true) }
}
