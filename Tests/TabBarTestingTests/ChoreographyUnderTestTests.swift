import TabBarKit
import TabBarTestSupport
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct ChoreographyUnderTestTests {
    @Test func aCustomChoreography_alone_bouncesInTime() {
        let sut = ChoreographyUnderTest(BounceChoreography())

        let lock = sut.animate(ChoreographyUnderTest.move(fromX: 65, toX: 195, toIcon: "archives-icon"))
        sut.scheduler.settle()

        #expect(lock == .milliseconds(300))
        sut.view.expect(events: [
            .at(
                .zero, .circle(x: 195, y: -12, alpha: 1, icon: "archives-icon", duration: .milliseconds(150))),
            .at(
                .milliseconds(150),
                .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: .milliseconds(150))),
        ])
    }

    @Test func theStandardWave_alone_sendsItsCurveAndCircleSteps() {
        let sut = ChoreographyUnderTest(WaveChoreography())

        sut.animate(ChoreographyUnderTest.move(fromX: 65, toX: 325, fromIcon: "a", toIcon: "c"))
        sut.scheduler.settle()

        sut.view.expect(events: [
            .at(.zero, .curve(from: 65, to: 325, duration: .milliseconds(400))),
            .at(.zero, .circle(x: 65, y: 30, alpha: 0, icon: "a", duration: .milliseconds(200))),
            .at(.milliseconds(200), .circle(x: 325, y: 30, alpha: 0, icon: "c", duration: .zero)),
            .at(.milliseconds(200), .circle(x: 325, y: 0, alpha: 1, icon: "c", duration: .milliseconds(200))),
        ])
    }

    @Test func theIconInput_alone_firesTheTriggerBeforeThePulseAndReplaysThePulseOnAttach() {
        let sut = ChoreographyUnderTest(IconInputChoreography())
        let tab = Tab(
            id: "inbox", title: "Inbox", icon: "tray",
            animation: IconAnimation(selectedInput: "active", tapTrigger: "tap", badgeInput: "count"))

        sut.activate(tab)
        sut.scheduler.advance(by: .milliseconds(500))
        sut.attachIcon(tab)
        sut.scheduler.settle()
        sut.attachIcon(tab)  // nothing pending: nothing to send again

        sut.view.expect(events: [
            .at(.zero, .input("inbox", .trigger, name: "tap")), .at(.zero, .input("inbox", true)),
            .at(.milliseconds(500), .input("inbox", true)), .at(.milliseconds(1500), .input("inbox", false)),
        ])
    }

    @Test func stepsLeftPending_failAtTeardown() {
        withKnownIssue {
            let sut = ChoreographyUnderTest(BounceChoreography())
            sut.animate(ChoreographyUnderTest.move(fromX: 65, toX: 195))
            sut.view.skipReceived()
        } matching: { issue in
            text(of: issue).hasPrefix("The test scheduler went away with 1 step(s) pending, due at 0.15s.")
        }
    }
}
