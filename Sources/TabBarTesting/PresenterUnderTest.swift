import TabBarKit

/// A presenter wired for a test: a ``TabBarViewSpy`` as its view and delegate (stamping
/// messages with the scheduler's time), and a ``TestScheduler``, loaded (`viewDidLoad`) with the start-up messages already checked.
///
/// ```swift
/// let sut = try PresenterUnderTest(tabs: tabs)
/// sut.presenter.didTap(slot: 1)
/// sut.scheduler.advance(by: .milliseconds(400))
/// sut.view.expect([…])
/// ```
///
/// It is exhaustive, as the spy and the scheduler are: when it goes away (keep it in a local, or
/// a `let` of the test suite, so that it lives as long as the test) with messages unchecked or
/// steps pending, the test fails and lists them. It checks the scheduler *before* it lets the
/// presenter go, because a presenter cancels its steps when it goes away.
@MainActor
public final class PresenterUnderTest {
    /// The presenter under test.
    public let presenter: TabBarPresenter
    /// Its view and delegate.
    public let view: TabBarViewSpy
    /// Its scheduler.
    public let scheduler: TestScheduler

    /// Makes a presenter for `configuration`; with `loaded` (the default) it has received
    /// `viewDidLoad()` and the spy has marked the start-up messages as checked.
    public init(
        configuration: TabBarConfiguration, loaded: Bool = true, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(TabBarError) {
        scheduler = TestScheduler(fileID: fileID, filePath: filePath, line: line, column: column)
        view = TabBarViewSpy(
            scheduler: scheduler, fileID: fileID, filePath: filePath, line: line, column: column)
        presenter = try TabBarPresenter(configuration: configuration, view: view, scheduler: scheduler)
        presenter.delegate = view
        if loaded {
            presenter.viewDidLoad()
            view.skipReceived()
        }
    }

    /// Makes a presenter for `tabs` and the other settings of `TabBarConfiguration`.
    public convenience init(
        tabs: [Tab], maxVisible: Int = TabBarConfiguration.defaultMaxVisible, initial: TabID? = nil,
        layout: TabBarLayout = TabBarLayout(), theme: Theme = .light, tapPolicy: TapPolicy = .defer,
        loaded: Bool = true, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws(TabBarError) {
        try self.init(
            configuration: TabBarConfiguration(
                tabs: tabs, maxVisible: maxVisible, initial: initial, layout: layout, theme: theme,
                tapPolicy: tapPolicy),
            loaded: loaded, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // Runs before the stored properties are released, so the scheduler still holds the
    // presenter's steps.
    deinit { scheduler.checkTeardown() }
}
