import TabBarInputSupport
import TabBarKit

/// The command line: `tabbar-bench [--quick] [--json]`.
struct BenchOptions: Equatable {
    /// A short run for CI: fewer repetitions and smaller batches.
    var isQuick = false
    /// Print JSON instead of the table.
    var isJSON = false
    /// Print the usage and exit.
    var showsHelp = false

    static let usage = """
        usage: tabbar-bench [--quick] [--json]

        Measures TabBarKit in this process (build it with -c release) and prints the median of
        several repetitions, after a warm-up, for each figure.

          --quick   a short run for CI (fewer repetitions, smaller batches)
          --json    print the figures as one JSON object instead of a table
          --help    print this text
        """

    /// Reads the arguments after the program name.
    init(arguments: [String]) throws(BenchUsageError) {
        for argument in arguments {
            switch argument {
            case "--quick": isQuick = true
            case "--json": isJSON = true
            case "--help", "-h": showsHelp = true
            default: throw BenchUsageError(argument: argument)
            }
        }
    }
}

/// An argument the bench does not know.
struct BenchUsageError: Error, CustomStringConvertible {
    let argument: String

    var description: String {
        let suggestion = ClosestName.find(argument, among: ["--quick", "--json", "--help"])
        return "unknown argument '\(argument)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            + " (expected --quick, --json or --help)"
    }
}
