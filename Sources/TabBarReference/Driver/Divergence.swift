import TabBarKit

/// A difference between the presenter and the reference model: where it happened and what
/// each side produced.
public struct Divergence: Equatable, Sendable {
    /// The scenario, cut after the diverging event.
    public var scenario: ReferenceScenario
    /// What went wrong, in one line.
    public var summary: String
    /// The reference's prediction.
    public var expected: [String]
    /// What the presenter did.
    public var actual: [String]

    /// Creates a divergence.
    public init(scenario: ReferenceScenario, summary: String, expected: [String], actual: [String]) {
        self.scenario = scenario
        self.summary = summary
        self.expected = expected
        self.actual = actual
    }

    /// A report: the summary, both sides, and the reproducing manifest and script.
    public var report: String {
        """
        \(summary)
        expected (reference, the behaviour contract):
        \(expected.map { "  - " + $0 }.joined(separator: "\n"))
        actual (TabBarPresenter):
        \(actual.map { "  + " + $0 }.joined(separator: "\n"))
        reproduce:
        \(scenario.reproduction)
        """
    }
}
