import TabBarKit

/// The rules one conformance kit checks: ``ModelConformance/Checks``,
/// ``RendererConformance/Checks`` and ``TabBarInvariants/Invariant`` are this option set, tagged
/// with their kit so that one kit's rules never pass for another's.
public struct ConformanceChecks<Kit>: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// One broken rule found by a conformance kit: which check found it and what to do about it.
/// Only the kits make findings; a caller reads them.
public struct ConformanceFinding<Kit>: Equatable, Sendable, CustomStringConvertible {
    /// The check that found it (one member of the kit's checks).
    public var check: ConformanceChecks<Kit>
    /// What is wrong: a headline, what was expected and what happened in the first case found
    /// (and how many more cases break the same rule), ending in "To fix, …".
    public var message: String

    /// The message.
    public var description: String { message }
}

/// What a conformance run finds, one finding per broken rule: the first case of a rule is written
/// in full and later cases of it are only named in that finding, so one broken rule is one
/// failure, however many calls show it.
struct ConformanceLog<Kit> {
    private var cases:
        [(rule: String, check: ConformanceChecks<Kit>, first: String, fix: String, others: [String])] = []

    /// Records a case of `rule` broken (by default, the rule of `check`): `text` (a headline and
    /// the details) the first time, only `call` after that.
    mutating func add(
        _ check: ConformanceChecks<Kit>, _ text: String, call: String, fix: String = "", rule: String? = nil
    ) {
        let rule = rule ?? "check \(check.rawValue)"
        if let index = cases.firstIndex(where: { $0.rule == rule }) {
            cases[index].others.append(call)
        } else {
            cases.append((rule, check, text, fix, []))
        }
    }

    var findings: [ConformanceFinding<Kit>] {
        cases.map { found in
            var parts = [found.first]
            if !found.others.isEmpty {
                let named = found.others.prefix(3).joined(separator: "; ")
                let rest = found.others.count > 3 ? "; and \(found.others.count - 3) more" : ""
                parts.append(
                    "The same rule is broken by \(found.others.count) more call(s): \(named)\(rest).")
            }
            return ConformanceFinding(
                check: found.check,
                message: (parts + [found.fix]).filter { !$0.isEmpty }.joined(separator: "\n\n"))
        }
    }
}

extension Array {
    /// Fails the running test (Swift Testing or XCTest) at `site` once per finding, and returns
    /// the findings: the one reporting path of every conformance kit.
    func recorded<Kit>(at site: CallSite) -> Self where Element == ConformanceFinding<Kit> {
        for finding in self { TestFailure.record(finding.message, at: site) }
        return self
    }
}
