import TabBarKit

/// A view, and presenter delegate, that takes every message in one place: implement
/// ``send(_:)`` and the view's three requirements and the owner's reports all arrive there as
/// ``TabBarMessage`` values, in order. Recorders, renderer bridges and spies are views of this
/// kind; a real UI view usually implements `TabBarView` directly.
///
/// ```swift
/// final class Printer: TabBarMessageView { func send(_ message: TabBarMessage) { print(message.kind) } }
/// ```
@MainActor
public protocol TabBarMessageView: TabBarView, TabBarPresenterDelegate {
    /// Handles one message: a view message or an owner report.
    func send(_ message: TabBarMessage)
}

extension TabBarMessageView {
    /// Sends `display`.
    public func display(_ state: TabBarDisplay) { send(.display(state)) }
    /// Sends `curve`, `circle` or `bar`.
    public func animate(_ animation: TabBarAnimation) { send(.animation(animation)) }
    /// Sends `interaction`, `input` or `content`.
    public func update(_ update: TabBarUpdate) { send(.update(update)) }
    /// Sends the owner report.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, didReport report: TabBarReport) {
        send(.report(report))
    }
}
