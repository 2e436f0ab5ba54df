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
/// The common prefix and suffix are matched first, in one pass; the middle is left to the
/// standard library's `difference(from:)` (Myers' algorithm, a shortest script). That keeps
/// every step it found for the final walk, which costs memory in the square of the number of
/// differences, so a middle of more than ``maximumMiddle`` elements is shown removed, then added,
/// whole: two long lists with nothing in common cannot take minutes or gigabytes.
func editScript<Element: Equatable>(_ expected: [Element], _ actual: [Element]) -> [EditStep<Element>] {
    let prefix = zip(expected, actual).prefix { $0 == $1 }.count
    var suffix = 0
    while suffix < min(expected.count, actual.count) - prefix,
        expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
        suffix += 1
    }
    let a = expected[prefix..<expected.count - suffix]
    let b = actual[prefix..<actual.count - suffix]
    var steps = expected[..<prefix].map(EditStep.same)
    if a.count + b.count > maximumMiddle {
        steps += a.map(EditStep.removed) + b.map(EditStep.added)
    } else {
        let difference = b.difference(from: a)
        var (removed, inserted) = (Set<Int>(), Set<Int>())
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var (i, j) = (0, 0)
        // Each run: the removals before the next unchanged element, then the insertions.
        while i < a.count || j < b.count {
            while i < a.count, removed.contains(i) {
                steps.append(.removed(a[a.startIndex + i]))
                i += 1
            }
            while j < b.count, inserted.contains(j) {
                steps.append(.added(b[b.startIndex + j]))
                j += 1
            }
            if i < a.count, j < b.count { steps.append(.same(b[b.startIndex + j])) }
            (i, j) = (i + 1, j + 1)
        }
    }
    return steps + actual[(actual.count - suffix)...].map(EditStep.same)
}

/// How long a middle (the elements between the common prefix and suffix, both lists together)
/// ``editScript(_:_:)`` still finds a shortest script for.
let maximumMiddle = 4_096

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
