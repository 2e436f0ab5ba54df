import TabBarKit
import Testing

/// `Duration.timeInterval`: the seconds UIKit, Core Animation and SwiftUI take.
struct DurationTimeIntervalTests {
    @Test func timeInterval_isTheDurationInSeconds() {
        #expect(Duration.milliseconds(400).timeInterval == 0.4)
        #expect(Duration.seconds(1.5).timeInterval == 1.5)
        #expect(Duration.zero.timeInterval == 0)
        #expect(Duration.milliseconds(-250).timeInterval == -0.25)
        #expect(Duration.nanoseconds(1).timeInterval == 1e-9)
    }
}
