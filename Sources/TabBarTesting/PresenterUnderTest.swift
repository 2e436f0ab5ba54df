import TabBarKit

/// A presenter wired for a test: a ``TabBarViewSpy`` as its view and delegate, and a
/// ``TestScheduler``, loaded (`viewDidLoad`) with the start-up messages already checked.
///
/// ```swift
/// let sut = try PresenterUnderTest(tabs: tabs)
/// sut.presenter.didTap(slot: 1)
/// sut.scheduler.advance(by: .milliseconds(400))
/// sut.view.expect([…])
/// ```
///
/// Keep it in a local (or a `let` of the test suite) so that the spy and the scheduler live as
/// long as the test.
@MainActor
public struct PresenterUnderTest {
    /// The presenter under test.
    public let presenter: TabBarPresenter
    /// Its view and delegate.
    public let view: TabBarViewSpy
    /// Its scheduler.
    public let scheduler: TestScheduler

    /// Makes a presenter for `configuration`; with `loaded` (the default) it has received
    /// `viewDidLoad()` and the spy has marked the start-up messages as checked.
    public init(configuration: TabBarConfiguration, loaded: Bool = true) throws(TabBarError) {
        view = TabBarViewSpy()
        scheduler = TestScheduler()
        presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        presenter.delegate = view
        if loaded {
            presenter.viewDidLoad()
            view.skipReceived()
        }
    }

    /// Makes a presenter for `tabs` and the other settings of ``TabBarConfiguration``.
    public init(
        tabs: [Tab], maxVisible: Int = TabBarConfiguration.defaultMaxVisible, initial: TabID? = nil,
        layout: TabBarLayout = TabBarLayout(), theme: Theme = .light, tapPolicy: TapPolicy = .defer,
        loaded: Bool = true
    ) throws(TabBarError) {
        try self.init(
            configuration: TabBarConfiguration(
                tabs: tabs, maxVisible: maxVisible, initial: initial, layout: layout, theme: theme,
                tapPolicy: tapPolicy),
            loaded: loaded)
    }
}
