/// The command line of `tabbar-stress`.
struct StressArguments {
    struct Failure: Error {
        let message: String
    }

    var sequences = 1_000_000
    var seed: UInt64 = 1
    var maxEvents = 24
    var heap = false
    var taps = 1_000_000
    var help = false
    /// Print the scenarios' reproductions instead of playing them.
    var printScenarios = false

    static let usage = """
        usage: tabbar-stress [--sequences N] [--seed S] [--max-events E] [--print-scenarios]
               tabbar-stress --heap [--taps N]
        """

    init() {}

    init(_ arguments: ArraySlice<String>) throws(Failure) {
        var rest = arguments
        while let flag = rest.popFirst() {
            switch flag {
            case "--sequences": sequences = try Self.number(flag, rest.popFirst())
            case "--seed": seed = UInt64(try Self.number(flag, rest.popFirst()))
            case "--max-events": maxEvents = max(1, try Self.number(flag, rest.popFirst()))
            case "--taps": taps = try Self.number(flag, rest.popFirst())
            case "--heap": heap = true
            case "--print-scenarios": printScenarios = true
            case "--help", "-h": help = true
            default: throw Failure(message: "unknown flag '\(flag)'")
            }
        }
    }

    static func number(_ flag: String, _ value: String?) throws(Failure) -> Int {
        guard let value, let number = Int(value), number >= 0 else {
            throw Failure(message: "\(flag) expects a whole number ≥ 0, got '\(value ?? "")'")
        }
        return number
    }
}
