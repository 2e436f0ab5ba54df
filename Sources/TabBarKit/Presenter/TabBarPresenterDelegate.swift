/// The presenter's owner: it may veto a user's selection and hears what happened.
///
/// Both requirements have default implementations (allow everything, ignore reports), so
/// adopt only what you need. The presenter holds its delegate weakly, and passes itself as
/// ``TabBarPresenting``, so one delegate serves presenters of any model type.
///
/// ```swift
/// extension AppCoordinator: TabBarPresenterDelegate {
///     func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool {
///         selection != .tab("settings") || user.isAdmin
///     }
/// }
/// ```
@MainActor
public protocol TabBarPresenterDelegate: AnyObject {
    /// Asked before a user's tap or pick selects or reselects `selection`; `false` rejects it
    /// as ``RejectionReason/vetoed``. Programmatic selections are not asked.
    func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool
    /// Told of every `selected`, `reselected` and `rejected` outcome, in order with the view's
    /// messages.
    func tabBarPresenter(_ presenter: any TabBarPresenting, didReport report: TabBarReport)
}

extension TabBarPresenterDelegate {
    /// Allows every selection.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, shouldSelect selection: Selection) -> Bool
    {
        true
    }

    /// Ignores reports.
    public func tabBarPresenter(_ presenter: any TabBarPresenting, didReport report: TabBarReport) {}
}
