/// One step of an edit script from an expected list to an actual one.
enum EditStep<Element> {
    /// In both lists.
    case same(Element)
    /// Expected only (`−`).
    case removed(Element)
    /// Actual only (`+`).
    case added(Element)
}

/// A shortest edit script from `expected` to `actual` (a longest common subsequence, elements
/// compared whole); at each difference the removal comes first. Costs O(n·m).
func editScript<Element: Equatable>(_ expected: [Element], _ actual: [Element]) -> [EditStep<Element>] {
    let a = expected
    let b = actual
    // Longest common subsequence table, filled from the end.
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var steps: [EditStep<Element>] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            steps.append(.same(a[i]))
            i += 1
            j += 1
        } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
            steps.append(.removed(a[i]))
            i += 1
        } else {
            steps.append(.added(b[j]))
            j += 1
        }
    }
    return steps
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
