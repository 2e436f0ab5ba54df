import TabBarKit
import TabBarTestSupport
import TabBarTesting
import Testing

/// Records the moves it is asked to animate and place.
@MainActor
private final class MoveSpy: TabBarChoreography {
    var animated: [SelectionMove] = []
    var placed: [SelectionMove] = []
    func animate(_ move: SelectionMove, on stage: ChoreographyStage) { animated.append(move) }
    func place(_ move: SelectionMove, on stage: ChoreographyStage) { placed.append(move) }
}

@Suite(.tabBarChecks)
@MainActor
struct ChoreographyMotionTests {
    @Test func bounce_isInterruptible_withoutKnowingIt() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(choreographies: [BounceChoreography()])
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        view.skipReceived()

        presenter.didTap(slot: 2)

        view.expect([
            .selected(.tab("search"), previous: .tab("archives")),
            .feedback,
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .circle(x: 325, y: -12, alpha: 1, icon: "search-icon", duration: .milliseconds(150)),
        ])
        // The first bounce's landing (due at 150 ms) was cancelled; the new one lands at 250 ms.
        scheduler.advance(to: .milliseconds(249))
        view.expectNoMessages()
        scheduler.advance(to: .milliseconds(250))
        view.expect([.circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .milliseconds(150))])
        // Its own lock, 0.3 s from the interrupt.
        scheduler.advance(to: .milliseconds(399))
        view.expectNoMessages()
        scheduler.advance(to: .milliseconds(400))
        view.expect([.interaction(true)])
        scheduler.expectNothingPending()
    }

    @Test func bounce_withReduceMotion_isPlacedAtOnce() throws {
        let (presenter, view, scheduler) = try makeMotionSUT(
            reduceMotion: true, choreographies: [BounceChoreography()])
        presenter.didTap(slot: 2)
        view.expect([
            .selected(.tab("search"), previous: .tab("lessons")),
            .feedback,
            display(selection: .tab("search"), slot: 2),
            .content("search"),
            .circle(x: 325, y: 0, alpha: 1, icon: "search-icon", duration: .zero),
        ])
        scheduler.expectNothingPending()
    }

    @Test func interruptingMove_saysSo_andStartsFromWhereTheBarIs() throws {
        let spy = MoveSpy()
        let (presenter, view, scheduler) = try makeMotionSUT(choreographies: [WaveChoreography(), spy])
        view.exhaustivity = .off  // about the moves the choreography is handed, not the messages
        presenter.didTap(slot: 1)
        scheduler.advance(to: .milliseconds(100))
        presenter.didTap(slot: 2)

        #expect(spy.animated.map(\.isInterrupting) == [false, true])
        let move = try #require(spy.animated.last)
        #expect(move.from == .tab("archives") && move.to == .tab("search"))
        #expect(move.fromSlot == 1 && move.toSlot == 2)
        #expect(move.fromX == 81.791)  // 65 + 130 · p(¼), rounded to 0.001 pt
        #expect(move.circleFromX == 65 && move.fromIcon == "lessons-icon")
        #expect(move.toX == 325 && move.toIcon == "search-icon")
        #expect(!move.isMotionReduced)
    }

    @Test func reducedMotion_placesEveryMove_andSaysSo() throws {
        let spy = MoveSpy()
        let (presenter, view, _) = try makeMotionSUT(reduceMotion: true, choreographies: [spy])
        view.exhaustivity = .off  // about the moves the choreography is handed, not the messages
        presenter.didTap(slot: 1)
        try presenter.select(.tab("search"), animated: true)
        #expect(spy.animated.isEmpty)
        // Start, then the two selections.
        #expect(spy.placed.map(\.to) == [.tab("lessons"), .tab("archives"), .tab("search")])
        #expect(spy.placed.allSatisfy { $0.isMotionReduced })
    }
}
