import TabBarKit
import TabBarTesting
import Testing

/// <doc:BehaviorContract#Selection-feedback>: the selection haptic (`feedback`) follows each `selected`
/// of a user's tap, pick or shortcut, and nothing else.
@MainActor @Suite(.tabBarChecks)
struct SelectionFeedbackTests {
    @Test func tap_sendsTheHapticRightAfterSelected() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(slot: 1)

        #expect(
            Array(view.unchecked.prefix(3)) == [
                .selected(.tab("archives"), previous: .tab("lessons")), .feedback,
                display(selection: .tab("archives"), slot: 1),
            ])
        view.skipReceived()
        scheduler.settle()
        view.skipReceived()
    }

    @Test func reselectRejectionAndProgrammaticSelection_sendNoHaptic() throws {
        let (presenter, view, scheduler) = try makeSUT()
        try presenter.setEnabled(false, for: "search")
        view.skipReceived()

        presenter.didTap(slot: 0)
        presenter.didTap(slot: 2)
        try presenter.select(.tab("archives"), animated: true)
        scheduler.settle()

        #expect(!view.messages.contains(.feedback))
        view.skipReceived()
    }

    @Test func pickFromMore_sendsTheHaptic() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        presenter.didTap(.more)
        scheduler.settle()
        view.skipReceived()

        presenter.didPick("inbox")

        #expect(Array(view.unchecked.prefix(2)) == [.selected(.tab("inbox"), previous: .more), .feedback])
        view.skipReceived()
        scheduler.settle()
        view.skipReceived()
    }

    @Test func deferredTap_sendsTheHapticWhenHandled() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        view.skipReceived()

        presenter.didTap(slot: 2)
        view.expectNoMessages()
        scheduler.advance(by: wave)

        #expect(
            Array(view.unchecked.dropFirst(2).prefix(3)) == [
                .interaction(true), .selected(.tab("search"), previous: .tab("archives")), .feedback,
            ])
        view.skipReceived()
        scheduler.settle()
        view.skipReceived()
    }

    @Test func eachInterrupt_andReduceMotion_sendTheHaptic() throws {
        let (presenter, view, scheduler) = try makeSUT(tapPolicy: .interrupt)
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(100))
        presenter.didTap(slot: 2)
        scheduler.settle()
        presenter.didChangeReduceMotion(true)
        presenter.didTap(slot: 0)

        #expect(view.messages.filter { $0 == .feedback }.count == 3)
        #expect(
            TabBarInvariants.violations(presenter: presenter, messages: view.messages, scheduler: scheduler)
                .isEmpty)
        view.skipReceived()
        scheduler.settle()
    }
}
