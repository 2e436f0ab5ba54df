import TabBarKit
import TabBarTesting
import Testing

/// <doc:BehaviorContract#Keyboard-shortcuts> (⌘1…⌘9).
@MainActor @Suite(.tabBarChecks)
struct ShortcutTests {
    @Test func shortcutToATabWithASlot_isATapOnIt() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didPressShortcut(2)

        #expect(
            Array(view.unchecked.prefix(3)) == [
                .selected(.tab("archives"), previous: .tab("lessons")), .feedback,
                display(selection: .tab("archives"), slot: 1),
            ])
        view.skipReceived()
        scheduler.settle()
        view.skipReceived()
    }

    @Test func shortcutToAnOverflowTab_showsItThroughMore_withoutTheList() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)

        presenter.didPressShortcut(4)

        view.expect([
            .selected(.tab("inbox"), previous: .tab("lessons")), .feedback,
            display(fiveTabs, selection: .tab("inbox"), slot: 2, maxVisible: 3),
            .content("inbox"), .interaction(false),
            .curve(from: 65, to: 325, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
        ])
        scheduler.settle()
        view.skipReceived()
    }

    @Test func shortcutOutOfRange_isUnavailableWithNoTab_evenWhileHidden() throws {
        let (presenter, view, _) = try makeSUT()
        presenter.setHidden(true)
        view.skipReceived()

        presenter.didPressShortcut(0)
        presenter.didPressShortcut(4)
        presenter.didPressShortcut(2)

        view.expect([
            .rejected(nil, reason: .unavailable), .rejected(nil, reason: .unavailable),
            .rejected(.tab("archives"), reason: .hidden),
        ])
    }

    @Test func shortcutWhileHidden_isRejectedAlsoForAnOverflowTab() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        presenter.setHidden(true)
        view.skipReceived()

        presenter.didPressShortcut(5)

        view.expect([.rejected(.tab("profile"), reason: .hidden)])
    }

    @Test func shortcutToTheSelectedTab_isAReselect_andToADisabledOneIsRejected() throws {
        let (presenter, view, _) = try makeSUT()
        try presenter.setEnabled(false, for: "search")
        view.skipReceived()

        presenter.didPressShortcut(1)
        presenter.didPressShortcut(3)

        view.expect([.reselected(.tab("lessons")), .rejected(.tab("search"), reason: .disabled)])
    }

    @Test func shortcutWhileLocked_isDeferredAndKeepsItsTab() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.didPressShortcut(3)
        view.expectNoMessages()
        scheduler.advance(by: wave)

        #expect(view.unchecked.contains(.selected(.tab("search"), previous: .tab("archives"))))
        view.skipReceived()
        scheduler.settle()
        view.skipReceived()
    }

    @Test func aVetoedShortcut_isRejectedVetoed() throws {
        let (presenter, view, _) = try makeSUT()
        view.vetoed = [.tab("search")]

        presenter.didPressShortcut(3)

        view.expect([.rejected(.tab("search"), reason: .vetoed)])
    }

    @Test func aViewSendsItsShortcuts_toThePresenterSpy() {
        let presenter = TabBarPresenterSpy()

        presenter.didPressShortcut(3)

        presenter.expect([.didPressShortcut(3)])
    }
}
