import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct IconInputTests {
    @Test func tapOnSelectedTab_reselectsWithInputOnly() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["lessons"])

        presenter.didTap(slot: 0)

        view.expect([.reselected(.tab("lessons")), .input("lessons", true)])
        scheduler.advance(by: iconReset)
        view.expect([.input("lessons", false)])
        scheduler.expectNothingPending()
    }

    /// The contract keeps time in whole milliseconds: a duration from the Swift API is rounded
    /// as a manifest's seconds are (half away from zero); below 1 ms it is kept, for validation
    /// to refuse.
    @Test func iconDuration_isRoundedToWholeMilliseconds() {
        #expect(IconAnimation(duration: .microseconds(1500)).duration == .milliseconds(2))
        #expect(IconAnimation(duration: .microseconds(1499)).duration == .milliseconds(1))
        #expect(IconAnimation(duration: .nanoseconds(1_234_500_000)).duration == .milliseconds(1235))
        #expect(IconAnimation(duration: .microseconds(999_999_600)).duration == .seconds(1000))
        #expect(IconAnimation(duration: .microseconds(999)).duration == .microseconds(999))
        var animation = IconAnimation()
        animation.duration = .microseconds(2500)
        #expect(animation.duration == .milliseconds(3))
        #expect(animation == IconAnimation(duration: .milliseconds(3)))
    }

    @Test func iconResetOfAFractionalDuration_firesAtAWholeMillisecond() throws {
        var tabs = makeTabs(threeTabs)
        tabs[0].animation = IconAnimation(duration: .microseconds(1500))
        let (presenter, view, scheduler) = try makeSUT(tabs: tabs)

        presenter.didTap(slot: 0)

        view.expect([.reselected(.tab("lessons")), .input("lessons", true)])
        #expect(scheduler.nextDueTime == .milliseconds(2))
        scheduler.advance(to: .microseconds(1999))
        view.expectNoMessages()
        scheduler.advance(to: .milliseconds(2))
        view.expect([.input("lessons", false)])
        scheduler.expectNothingPending()
    }

    @Test func tapOnSelectedTabWithoutAnimation_onlyReports() throws {
        let (presenter, view, scheduler) = try makeSUT()

        presenter.didTap(slot: 0)

        view.expect([.reselected(.tab("lessons"))])
        scheduler.expectNothingPending()
    }

    @Test func tapOnSelectedTab_asksTheOwnerFirst() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["lessons"])
        view.vetoed = [.tab("lessons")]

        presenter.didTap(slot: 0)

        view.expect([.rejected(.tab("lessons"), reason: .vetoed)])
        #expect(view.shouldSelectQuestions == [.tab("lessons")])
        scheduler.expectNothingPending()
    }

    @Test func reTapBeforeTheReset_extendsItSoExactlyOneFalseFollowsTheLastTap() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["lessons"])
        presenter.didTap(slot: 0)
        view.expect([.reselected(.tab("lessons")), .input("lessons", true)])

        scheduler.advance(to: .milliseconds(1000))
        presenter.didTap(slot: 0)
        view.expect([.reselected(.tab("lessons")), .input("lessons", true)])

        scheduler.advance(to: .milliseconds(2499))
        view.expectNoMessages()
        scheduler.advance(to: .milliseconds(2500))
        view.expect([.input("lessons", false)])
        scheduler.expectNothingPending()
    }

    @Test func reTapExactlyAtTheReset_resetsFirstThenStartsAgain() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["lessons"])
        presenter.didTap(slot: 0)
        view.skipReceived()

        scheduler.advance(to: iconReset)
        presenter.didTap(slot: 0)

        view.expect([.input("lessons", false), .reselected(.tab("lessons")), .input("lessons", true)])
        scheduler.advance(to: .milliseconds(3000))
        view.expect([.input("lessons", false)])
        scheduler.expectNothingPending()
    }

    @Test func inputTimers_arePerTabAndIndependent() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["archives", "search"])
        presenter.didTap(slot: 1)
        view.skipReceived()
        scheduler.advance(to: wave)
        view.skipReceived()

        presenter.didTap(slot: 2)
        view.skipReceived()
        scheduler.advance(to: .milliseconds(800))
        view.skipReceived()

        scheduler.advance(to: .milliseconds(1500))
        view.expect([.input("archives", false)])
        scheduler.advance(to: .milliseconds(1899))
        view.expectNoMessages()
        scheduler.advance(to: .milliseconds(1900))
        view.expect([.input("search", false)])
        scheduler.expectNothingPending()
    }

    @Test func animationWithOwnInputAndDuration_drivesThatInputForThatLong() throws {
        var tabs = makeTabs(threeTabs)
        tabs[1].animation = IconAnimation(
            stateMachine: "State Machine 1", input: "pressed", duration: .milliseconds(600))
        let (presenter, view, scheduler) = try makeSUT(tabs: tabs)

        presenter.didTap(slot: 1)

        view.expect([
            .selected(.tab("archives"), previous: .tab("lessons")),
            .feedback,
            display(tabs: tabs, selection: .tab("archives"), slot: 1),
            .content("archives"),
            .interaction(false),
            .curve(from: 65, to: 195, duration: wave),
            .circle(x: 65, y: 30, alpha: 0, icon: "lessons-icon", duration: step),
            .input("archives", true, name: "pressed"),
        ])
        scheduler.advance(to: wave)
        view.skipReceived()
        scheduler.advance(to: .milliseconds(600))
        view.expect([.input("archives", false, name: "pressed")])
        scheduler.expectNothingPending()
    }

    @Test func reTapAfterTheTabsInputWasRenamed_stillResetsTheOldInputOnce() throws {
        let (presenter, view, scheduler) = try makeSUT(animated: ["lessons"])
        presenter.didTap(slot: 0)
        view.skipReceived()
        var renamed = makeTabs(threeTabs)
        renamed[0].animation = IconAnimation(input: "pressed")
        try presenter.replaceTabs(renamed)
        view.skipReceived()

        scheduler.advance(to: .milliseconds(1000))
        presenter.didTap(slot: 0)
        view.expect([.reselected(.tab("lessons")), .input("lessons", true, name: "pressed")])

        scheduler.advance(to: iconReset)
        view.expect([.input("lessons", false)])
        scheduler.advance(to: .milliseconds(2500))
        view.expect([.input("lessons", false, name: "pressed")])
        scheduler.expectNothingPending()
    }
}
