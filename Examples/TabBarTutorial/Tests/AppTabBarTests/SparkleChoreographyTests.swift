import TabBarTesting
import Testing

@testable import AppTabBar

@MainActor
@Suite(.tabBarChecks)
struct SparkleChoreographyTests {
    @Test func aTapSparklesForSixHundredMilliseconds() {
        let sut = ChoreographyUnderTest(SparkleChoreography())
        sut.activate(AppTabs.home)
        sut.scheduler.advance(by: .milliseconds(600))
        sut.view.expect(events: [
            .at(.zero, .input("home", true, name: "sparkle")),
            .at(.milliseconds(600), .input("home", false, name: "sparkle")),
        ])
    }

    @Test func aSecondTapRestartsTheSparkle() {
        let sut = ChoreographyUnderTest(SparkleChoreography())
        sut.activate(AppTabs.home)
        sut.scheduler.advance(by: .milliseconds(400))
        sut.activate(AppTabs.home)
        sut.scheduler.advance(by: .milliseconds(600))
        sut.view.expect(events: [
            .at(.zero, .input("home", true, name: "sparkle")),
            .at(.milliseconds(400), .input("home", true, name: "sparkle")),
            .at(.milliseconds(1000), .input("home", false, name: "sparkle")),
        ])
    }
}
