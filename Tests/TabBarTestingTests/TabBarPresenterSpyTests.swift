import TabBarKit
import TabBarTesting
import Testing

/// A view under test: it forwards its buttons and size changes to whatever presenter it has.
@MainActor
private final class ButtonBar {
    let presenter: any TabBarPresenting
    init(presenter: any TabBarPresenting) { self.presenter = presenter }

    func appear() { presenter.viewDidLoad() }
    func press(button index: Int) { presenter.didTap(slot: index) }
    func pressMore() { presenter.didTap(.more) }
    func choose(_ tab: TabID) { presenter.didPick(tab) }
    func resize(to width: Double) { try? presenter.didChangeLayout(TabBarLayout(width: width)) }
    func darken() { presenter.didChangeTheme(.dark) }
}

@Suite(.tabBarChecks)
@MainActor
struct TabBarPresenterSpyTests {
    @Test func records_everyEventInOrder() {
        let presenter = TabBarPresenterSpy()
        let bar = ButtonBar(presenter: presenter)

        bar.appear()
        bar.press(button: 2)
        bar.pressMore()
        bar.choose("settings")
        bar.resize(to: 320)
        bar.darken()

        presenter.expect([
            .viewDidLoad, .didTap(slot: 2), .didTapTarget(.more), .didPick("settings"),
            .didChangeLayout(TabBarLayout(width: 320)), .didChangeTheme(.dark),
        ])
        presenter.expectNoEvents()
    }

    @Test func expect_withOtherEvents_showsDiffAndHowToFix() {
        let presenter = TabBarPresenterSpy()
        let bar = ButtonBar(presenter: presenter)
        bar.appear()
        bar.press(button: 1)

        withKnownIssue {
            presenter.expect([.viewDidLoad, .didTap(slot: 2)])
        } matching: { issue in
            text(of: issue) == """
                The presenter received other events than expected. (Expected: −, Actual: +)

                  viewDidLoad
                − didTap(slot: 2)
                + didTap(slot: 1)

                To fix, compare the lines marked − and +: either the view sent the wrong events, \
                or the expectation is out of date.
                """
        }
    }

    @Test func layoutError_isThrownAfterRecording() {
        let presenter = TabBarPresenterSpy()
        presenter.layoutError = .invalidWidth(.nan)
        let layout = TabBarLayout(width: .nan)

        #expect(throws: TabBarError.self) { try presenter.didChangeLayout(layout) }
        #expect(presenter.events.count == 1)
        presenter.skipReceived()
        presenter.expectNoEvents()
    }

    @Test func descriptions_areOneLineEach() {
        #expect(TabBarPresenterSpy.Event.didTapTarget(.tab("a")).description == "didTap(a)")
        #expect(
            TabBarPresenterSpy.Event.didChangeLayout(TabBarLayout(width: 320, orientation: .landscape))
                .description
                == "didChangeLayout(width: 320, landscape, ltr)")
    }
}
