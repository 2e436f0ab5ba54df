import TabBarKit
import TabBarReference

/// Runs random sequences through ``DifferentialRunner`` and prints the rate and the first
/// divergence, shrunk.
enum DifferentialStress {
    @MainActor
    static func run(_ arguments: StressArguments) -> Int32 {
        var generator = ScenarioGenerator(seed: arguments.seed, maxEvents: arguments.maxEvents)
        let clock = ContinuousClock()
        let start = clock.now
        var events = 0
        var interrupting = 0
        var reduced = 0
        for index in 0..<arguments.sequences {
            let scenario = generator.next()
            events += scenario.events.count
            if scenario.configuration.tapPolicy == .interrupt || scenario.events.contains(.policy(.interrupt))
            {
                interrupting += 1
            }
            if scenario.configuration.reduceMotion || scenario.events.contains(.motion(reduced: true)) {
                reduced += 1
            }
            if let divergence = DifferentialRunner.firstDivergence(in: scenario) {
                let shrunk = Shrinker.shrink(divergence)
                print("DIVERGENCE in sequence \(index + 1) (seed \(arguments.seed)), shrunk:")
                print(shrunk.report)
                print("as a test (tabbar --emit-test swift-testing; it states what the presenter does now):")
                print(shrunk.regressionTest)
                return 1
            }
            if (index + 1) % 100_000 == 0 {
                print("… \(index + 1) sequences")
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = Double(arguments.sequences) / max(seconds, 1e-9)
        print(
            "\(arguments.sequences) sequences (\(events) events, seed \(arguments.seed)) matched the reference model "
                + "in \(format(seconds)) s: \(Int(rate)) sequences/s, \(Int(Double(events) / max(seconds, 1e-9))) events/s"
        )
        print(
            "\(interrupting) of them with tap policy interrupt at some point, \(reduced) with Reduce Motion at some point (the Motion rules of the behaviour contract)"
        )
        return 0
    }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
