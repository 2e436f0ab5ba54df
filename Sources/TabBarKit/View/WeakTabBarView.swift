/// A ``TabBarView`` that forwards every message to a view it holds weakly, and drops messages
/// once that view is gone.
///
/// **The owner holds the presenter; the presenter holds the view only through `WeakTabBarView`.**
/// A view controller that is its own tab bar view and keeps its presenter would otherwise make a
/// cycle that is never freed. Wrap the view where the presenter is made (<doc:AdoptingInApps>):
///
/// ```swift
/// presenter = try TabBarPresenter(configuration: config, view: WeakTabBarView(self), scheduler: clock)
/// ```
///
/// Views that the presenter alone owns (a renderer bridge, a recorder) need no wrapper.
@MainActor
public struct WeakTabBarView<Wrapped: TabBarView & AnyObject>: TabBarView {
    /// The view messages go to, while it lives.
    public private(set) weak var wrapped: Wrapped?
    /// Wraps `view` without retaining it.
    public init(_ view: Wrapped) { wrapped = view }

    /// Forwards `display` to the view, if it is still alive.
    public func display(_ state: TabBarDisplay) { wrapped?.display(state) }
    /// Forwards `curve`, `circle` or `bar` to the view, if it is still alive.
    public func animate(_ animation: TabBarAnimation) { wrapped?.animate(animation) }
    /// Forwards `interaction`, `input` or `content` to the view, if it is still alive.
    public func update(_ update: TabBarUpdate) { wrapped?.update(update) }
}
