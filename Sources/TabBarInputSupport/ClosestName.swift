/// Finds the closest of several names to a misspelt one, for "did you mean" hints.
public enum ClosestName {
    /// The longest name, in characters, for which a suggestion is looked for.
    public static let maximumLength = 256

    /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo
    /// (at most a third of the longer name's length, and at least one edit away from nothing).
    ///
    /// ```swift
    /// ClosestName.find("archivs", among: ["lessons", "archives"])  // "archives"
    /// ```
    /// Names longer than ``maximumLength`` get no suggestion (a typo is short; a megabyte of
    /// input must not cost a quadratic comparison).
    public static func find<Names: Sequence<String>>(_ name: String, among candidates: Names) -> String? {
        var best: (name: String, distance: Int)?
        let length = name.count
        guard length <= maximumLength else { return nil }
        for candidate in candidates {
            let candidateLength = candidate.count
            guard candidateLength <= maximumLength else { continue }
            let limit = max(1, max(length, candidateLength) / 3)
            // The distance is at least the difference in length: skip the table when that is too far.
            guard abs(length - candidateLength) <= limit else { continue }
            let distance = editDistance(name, candidate)
            guard distance <= limit, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The edit distance between two strings, counted in characters: insertions, deletions,
    /// substitutions and swaps of two neighbouring characters each cost one (the optimal
    /// string alignment distance), so `titel` is one edit from `title`.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows of the dynamic-programming table: two back (for swaps), previous, current.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
