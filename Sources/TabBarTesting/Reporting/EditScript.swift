/// One step of an edit script from an expected list to an actual one.
enum EditStep<Element> {
    /// In both lists.
    case same(Element)
    /// Expected only (`−`).
    case removed(Element)
    /// Actual only (`+`).
    case added(Element)
}

/// A shortest edit script from `expected` to `actual` (elements compared whole); within each run
/// of differences between two unchanged elements, the removals come first.
///
/// Myers' O((n + m)·D) algorithm in linear space (D is the number of removals and additions):
/// the common prefix and suffix are matched first, then the middle is split at the middle snake
/// of its shortest edit path and each half is solved the same way. Two lists of 100,000
/// elements that differ in one cost two passes over them and O(n + m) memory.
///
/// The search for a middle is bounded (``maximumSearchDepth`` edits from each end), so that two
/// long lists with nothing in common cannot take minutes: a part of the lists whose middle lies
/// further out than that is shown removed, then added, whole. Lists of fewer than 8,192
/// elements in all always get a shortest script.
func editScript<Element: Equatable>(_ expected: [Element], _ actual: [Element]) -> [EditStep<Element>] {
    var differ = MyersDiff(expected, actual)
    differ.solve(0..<expected.count, 0..<actual.count)
    differ.flushDifferences()
    return differ.steps
}

/// How many edits from each end ``editScript(_:_:)`` looks for the middle of an edit path:
/// beyond this (about 8,192 differences), it stops looking, so its cost stays
/// O((n + m)·4,096) at worst.
let maximumSearchDepth = 4_096

/// The state of one ``editScript(_:_:)`` computation: the two lists, the steps found so far (in
/// order), and the differences not yet written out, kept apart so that each run of differences
/// is written removals first.
private struct MyersDiff<Element: Equatable> {
    let a: [Element]
    let b: [Element]
    private(set) var steps: [EditStep<Element>] = []
    private var pendingRemovals: [Element] = []
    private var pendingAdditions: [Element] = []

    init(_ a: [Element], _ b: [Element]) {
        self.a = a
        self.b = b
        steps.reserveCapacity(max(a.count, b.count))
    }

    /// Appends the steps from `a[x]` to `b[y]`, in order.
    mutating func solve(_ x: Range<Int>, _ y: Range<Int>) {
        var x = x
        var y = y
        // The common prefix and suffix are unchanged.
        var prefix = 0
        while prefix < x.count, prefix < y.count, a[x.lowerBound + prefix] == b[y.lowerBound + prefix] {
            prefix += 1
        }
        same(y.lowerBound..<y.lowerBound + prefix)
        x = x.lowerBound + prefix..<x.upperBound
        y = y.lowerBound + prefix..<y.upperBound
        var suffix = 0
        while suffix < x.count, suffix < y.count, a[x.upperBound - 1 - suffix] == b[y.upperBound - 1 - suffix]
        {
            suffix += 1
        }
        let tail = y.upperBound - suffix..<y.upperBound
        x = x.lowerBound..<x.upperBound - suffix
        y = y.lowerBound..<y.upperBound - suffix

        if x.isEmpty || y.isEmpty {
            for index in x { pendingRemovals.append(a[index]) }
            for index in y { pendingAdditions.append(b[index]) }
        } else if let (splitX, splitY) = middleSnake(x, y) {
            solve(x.lowerBound..<splitX, y.lowerBound..<splitY)
            solve(splitX..<x.upperBound, splitY..<y.upperBound)
        } else {
            // Nothing in common: everything expected goes, everything actual comes.
            for index in x { pendingRemovals.append(a[index]) }
            for index in y { pendingAdditions.append(b[index]) }
        }
        same(tail)
    }

    /// Appends `b[range]` as unchanged, after the differences waiting before them.
    private mutating func same(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        flushDifferences()
        for index in range { steps.append(.same(b[index])) }
    }

    /// Writes out the waiting differences, removals first.
    mutating func flushDifferences() {
        for element in pendingRemovals { steps.append(.removed(element)) }
        for element in pendingAdditions { steps.append(.added(element)) }
        pendingRemovals.removeAll(keepingCapacity: true)
        pendingAdditions.removeAll(keepingCapacity: true)
    }

    /// Where a shortest edit path from the start of `x`/`y` to their ends crosses its middle
    /// (a point both halves of which are strictly shorter problems), found by running the path
    /// forward from the start and backward from the end until they overlap; `nil` when the
    /// ranges have nothing in common, or when the middle lies more than
    /// ``maximumSearchDepth`` edits from either end. Both ranges are non-empty and differ at
    /// both ends.
    private func middleSnake(_ x: Range<Int>, _ y: Range<Int>) -> (Int, Int)? {
        let n = x.count
        let m = y.count
        let maxD = min((n + m + 1) / 2, maximumSearchDepth)
        let offset = maxD
        let length = 2 * maxD + 2
        // forward[offset + k]: the furthest x (from the start) on diagonal k; backward: the same
        // from the end. -1: not reached.
        var forward = [Int](repeating: -1, count: length)
        var backward = [Int](repeating: -1, count: length)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        // With an odd delta the paths meet while extending the forward one, else the backward one.
        let meetsForward = delta % 2 != 0
        // Diagonals that ran off the grid's edges are not extended again.
        var forwardStart = 0
        var forwardEnd = 0
        var backwardStart = 0
        var backwardEnd = 0
        for d in 0..<maxD {
            var k = -d + forwardStart
            while k <= d - forwardEnd {
                let index = offset + k
                var px =
                    k == -d || (k != d && forward[index - 1] < forward[index + 1])
                    ? forward[index + 1] : forward[index - 1] + 1
                var py = px - k
                while px < n, py < m, a[x.lowerBound + px] == b[y.lowerBound + py] {
                    px += 1
                    py += 1
                }
                forward[index] = px
                if px > n {
                    forwardEnd += 2
                } else if py > m {
                    forwardStart += 2
                } else if meetsForward {
                    let other = offset + delta - k
                    if other >= 0, other < length, backward[other] != -1, px >= n - backward[other] {
                        return (x.lowerBound + px, y.lowerBound + py)
                    }
                }
                k += 2
            }
            k = -d + backwardStart
            while k <= d - backwardEnd {
                let index = offset + k
                var px =
                    k == -d || (k != d && backward[index - 1] < backward[index + 1])
                    ? backward[index + 1] : backward[index - 1] + 1
                var py = px - k
                while px < n, py < m, a[x.upperBound - 1 - px] == b[y.upperBound - 1 - py] {
                    px += 1
                    py += 1
                }
                backward[index] = px
                if px > n {
                    backwardEnd += 2
                } else if py > m {
                    backwardStart += 2
                } else if !meetsForward {
                    let other = offset + delta - k
                    if other >= 0, other < length, forward[other] != -1 {
                        let forwardX = forward[other]
                        let forwardY = forwardX - (other - offset)
                        if forwardX >= n - px {
                            return (x.lowerBound + forwardX, y.lowerBound + forwardY)
                        }
                    }
                }
                k += 2
            }
        }
        return nil
    }
}

/// A line diff of two lists, each element described by `line`: unchanged lines indented by
/// two spaces, expected-only lines marked `−`, actual-only lines marked `+`.
func lineDiff<Element: Equatable>(
    expected: [Element], actual: [Element], line: (Element) -> String
) -> String {
    editScript(expected, actual).map { step in
        switch step {
        case .same(let element): "  \(line(element))"
        case .removed(let element): "− \(line(element))"
        case .added(let element): "+ \(line(element))"
        }
    }.joined(separator: "\n")
}
