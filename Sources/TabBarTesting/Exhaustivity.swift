/// Whether a spy or a test scheduler fails the test when it goes away with work left unchecked,
/// as TCA's `TestStore` does.
///
/// A ``TabBarViewSpy`` (or ``TabBarPresenterSpy``) that is released with messages nobody
/// asserted, or a ``TestScheduler`` released with steps still pending, fails the running test
/// and lists what is left. That is the default; a test that means to leave things unchecked
/// says so with ``off``, or, for the messages so far, with `skipReceived()`.
public enum Exhaustivity: Equatable, Sendable {
    /// What is left unchecked when the spy or scheduler goes away fails the test (the default).
    case on
    /// Nothing is checked when the spy or scheduler goes away.
    case off
}
