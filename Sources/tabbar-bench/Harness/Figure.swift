/// One line of the report: a measured value (or why it was not measured) against its target.
struct Figure: Encodable {
    /// How a value compares with its target.
    enum Goal: Encodable {
        /// Lower is better; met when the value is at most the bound.
        case atMost(Double)
        /// Higher is better; met when the value is at least the bound.
        case atLeast(Double)
        /// Recorded, not judged.
        case none

        func isMet(by value: Double) -> Bool? {
            switch self {
            case .atMost(let bound): value <= bound
            case .atLeast(let bound): value >= bound
            case .none: nil
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .atMost(let bound): try container.encode(["atMost": bound])
            case .atLeast(let bound): try container.encode(["atLeast": bound])
            case .none: try container.encodeNil()
            }
        }
    }

    /// A stable identifier for machines (`tap_ns`, `json_speedup`, …).
    var id: String
    /// What was measured, for people.
    var title: String
    /// The value in ``unit``; `nil` when not measured.
    var value: Double?
    /// The unit the value and the goal are in.
    var unit: String
    /// The target.
    var goal: Goal
    /// Why the figure was not measured, or what it is made of.
    var note: String?
    /// The same figure from this thread's CPU time instead of wall time, where it was timed.
    var cpu: Double?

    /// Whether the value meets the goal (`nil`: not judged or not measured).
    var meetsGoal: Bool? { value.flatMap(goal.isMet(by:)) }

    /// A figure that could not be measured in this run.
    static func notMeasured(id: String, title: String, unit: String, goal: Goal, because reason: String)
        -> Figure
    {
        Figure(id: id, title: title, value: nil, unit: unit, goal: goal, note: "not measured: \(reason)")
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, value, unit, goal, meetsGoal, note, cpu
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(value, forKey: .value)
        try container.encode(unit, forKey: .unit)
        try container.encode(goal, forKey: .goal)
        try container.encode(meetsGoal, forKey: .meetsGoal)
        try container.encode(note, forKey: .note)
        try container.encode(cpu, forKey: .cpu)
    }
}
