import TabBarInputSupport
import TabBarKit

/// The command line: `tabbar-bench [--quick] [--json] [--only GROUP]`.
struct BenchOptions: Equatable {
    /// The groups of figures, in the order they are measured.
    static let groups = ["tap", "json", "text", "edit", "script"]
    /// Groups measured only when asked for with `--only`: `tap-budget`, the one figure of `tap`
    /// that `.ci/budgets` judges.
    static let extraGroups = ["tap-budget"]
    /// A short run for CI: fewer repetitions and smaller batches.
    var isQuick = false
    /// Print JSON instead of the table.
    var isJSON = false
    /// Print the usage and exit.
    var showsHelp = false
    /// The only group to measure (`nil`: every group).
    var only: String?

    static let usage = """
        usage: tabbar-bench [--quick] [--json] [--only tap|json|text|edit|script|tap-budget]

        Measures TabBarKit in this process (build it with -c release) and prints the median of
        several repetitions, after a warm-up, for each figure.

          --quick   a short run for CI (fewer repetitions, smaller batches)
          --json    print the figures as one JSON object instead of a table
          --only G  measure one group of figures: tap (presenter taps and allocations),
                    json, text, edit (one tab edit at 5 and 50 tabs), script, or
                    tap-budget (only the figure .ci/budgets judges: the settled tap,
                    the fastest of many short batches, about a second)
          --help    print this text
        """

    /// Reads the arguments after the program name.
    init(arguments: [String]) throws(BenchUsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": isQuick = true
            case "--json": isJSON = true
            case "--help", "-h": showsHelp = true
            case "--only":
                let group = remaining.popFirst() ?? ""
                guard (Self.groups + Self.extraGroups).contains(group) else {
                    throw BenchUsageError(argument: argument, group: group)
                }
                only = group
            default: throw BenchUsageError(argument: argument)
            }
        }
    }

    /// Whether the figures of `group` are measured.
    func measures(_ group: String) -> Bool { only.map { $0 == group } ?? true }
}

/// An argument the bench does not know, or an unknown group after `--only`.
struct BenchUsageError: Error, CustomStringConvertible {
    let argument: String
    /// The value after `--only`, when that was the problem.
    var group: String?

    var description: String {
        if let group {
            let suggestion = ClosestName.find(group, among: BenchOptions.groups + BenchOptions.extraGroups)
            return "unknown group '\(group)' after --only"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (expected tap, json, text, edit, script or tap-budget)"
        }
        let suggestion = ClosestName.find(argument, among: ["--quick", "--json", "--only", "--help"])
        return "unknown argument '\(argument)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            + " (expected --quick, --json, --only or --help)"
    }
}
