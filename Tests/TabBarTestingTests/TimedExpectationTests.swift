import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// `expect(events:kinds:)` compares messages with the instants they were sent.
@Suite(.tabBarChecks)
@MainActor
struct TimedExpectationTests {
    private let tabs = [
        Tab(id: "lessons", title: "Lessons", icon: "book"),
        Tab(id: "archives", title: "Archives", icon: "box"),
    ]

    @Test func tap_unlocksAtTheWavesEnd() throws {
        let sut = try PresenterUnderTest(tabs: tabs)
        sut.presenter.didTap(slot: 1)
        sut.scheduler.settle()
        sut.view.expect(
            events: [.at(.zero, .interaction(false)), .at(.milliseconds(400), .interaction(true))],
            kinds: ["interaction"])
    }

    /// `kinds` takes an array too, as `TabBarMessage.allKinds` is one.
    @Test func kinds_asAnArray() throws {
        let sut = try PresenterUnderTest(tabs: tabs)
        sut.presenter.didTap(slot: 1)
        sut.scheduler.settle()
        let kinds: [String] = TabBarMessage.allKinds.filter { $0 == "interaction" }
        sut.view.expect(
            events: [.at(.zero, .interaction(false)), .at(.milliseconds(400), .interaction(true))],
            kinds: kinds)
    }

    @Test func everyMessage_withItsInstant() throws {
        let sut = try PresenterUnderTest(tabs: tabs)  // 390 points: slots at 97.5 and 292.5
        sut.presenter.didTap(slot: 1)
        sut.scheduler.settle()
        sut.view.expect(events: [
            .at(.zero, .selected(.tab("archives"), previous: .tab("lessons"))),
            .at(.zero, .feedback),
            .at(.zero, .display(tabs: tabs, selection: .tab("archives"))),
            .at(.zero, .content("archives")),
            .at(.zero, .interaction(false)),
            .at(.zero, .curve(from: 97.5, to: 292.5, duration: .milliseconds(400))),
            .at(.zero, .circle(x: 97.5, y: 30, alpha: 0, icon: "book", duration: .milliseconds(200))),
            .at(.milliseconds(200), .circle(x: 292.5, y: 30, alpha: 0, icon: "box", duration: .zero)),
            .at(
                .milliseconds(200),
                .circle(x: 292.5, y: 0, alpha: 1, icon: "box", duration: .milliseconds(200))),
            .at(.milliseconds(400), .interaction(true)),
        ])
    }

    @Test func aWrongInstant_showsBothLinesWithTheirTimes() throws {
        let sut = try PresenterUnderTest(tabs: tabs)
        sut.presenter.didTap(slot: 1)
        sut.scheduler.settle()
        withKnownIssue {
            sut.view.expect(
                events: [.at(.zero, .interaction(false)), .at(.milliseconds(300), .interaction(true))],
                kinds: ["interaction"])
        } matching: { issue in
            text(of: issue) == """
                The view received other messages or instants than expected (only interaction). \
                (Expected: −, Actual: +)

                  0s interaction(false)
                − 0.3s interaction(true)
                + 0.4s interaction(true)

                To fix, compare the lines marked − and +: either the presenter sent the wrong messages \
                or sent them at other times, or the expectation is out of date.
                """
        }
    }

    @Test func display_builder_followsTheSlotRule() {
        let six = (1...6).map { Tab(id: TabID("t\($0)"), title: "T\($0)", icon: "i") }
        guard case .display(let overflow) = TabBarMessage.display(tabs: six, selection: .tab("t6")) else {
            Issue.record("not a display")
            return
        }
        #expect(overflow.selectedSlot == 4)  // under More, the fifth slot of five
        guard case .display(let more) = TabBarMessage.display(tabs: six, selection: .more) else { return }
        #expect(more.selectedSlot == 4)
        guard case .display(let own) = TabBarMessage.display(tabs: six, selection: .tab("t2")) else { return }
        #expect(own.selectedSlot == 1)
    }
}
