import TabBarKit
import TabBarRendering

extension TestDescription {
    /// The fields of two values of one type that differ, each by its path (`circle.isShown`,
    /// `slots[5].badge`, `inputs["search.hover"]`) with the expected value marked `−` and the
    /// actual one `+`. Found by reflection, so a new field of ``TabBarScreen`` needs no code here.
    static func fieldDiff(expected: Any, actual: Any) -> String {
        var lines: [String] = []
        func walk(_ expected: Any?, _ actual: Any?, _ path: String) {
            let (left, right) = (expected.map(Mirror.init(reflecting:)), actual.map(Mirror.init(reflecting:)))
            switch (left?.displayStyle, right?.displayStyle) {
            case (.struct?, .struct?) where !(expected is CustomStringConvertible):
                for (l, r) in zip(left!.children, right!.children) {
                    walk(l.value, r.value, path + "." + l.label!)
                }
            case (.optional?, .optional?) where left!.children.count == 1 && right!.children.count == 1:
                walk(left!.children.first!.value, right!.children.first!.value, path)
            case (.collection?, .collection?):
                let (l, r) = (left!.children.map(\.value), right!.children.map(\.value))
                for index in 0..<max(l.count, r.count) {
                    walk(
                        index < l.count ? l[index] : nil, index < r.count ? r[index] : nil,
                        "\(path)[\(index)]")
                }
            case (.dictionary?, .dictionary?):
                let (l, r) = (entries(left!), entries(right!))
                for key in Set(l.keys).union(r.keys).sorted() { walk(l[key], r[key], "\(path)[\(key)]") }
            default:
                let (l, r) = (value(expected), value(actual))
                if l != r { lines += ["  \(path.drop { $0 == "." })", "  − \(l)", "  + \(r)"] }
            }
        }
        walk(expected, actual, "")
        return lines.joined(separator: "\n")
    }

    /// A dictionary's entries by their keys' descriptions, quoted.
    private static func entries(_ mirror: Mirror) -> [String: Any] {
        var result: [String: Any] = [:]
        for child in mirror.children {
            let pair = Mirror(reflecting: child.value).children.map(\.value)
            result[value(pair[0])] = pair[1]
        }
        return result
    }

    /// One value as a diff shows it: a message in its one-line form, a string quoted, a number
    /// without a trailing `.0`, nothing as `(none)`.
    private static func value(_ value: Any?) -> String {
        guard let value else { return "(none)" }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { Self.value($0.value) } ?? "nil"
        }
        switch value {
        case let message as TabBarMessage: return line(message)
        case let input as IconInputValue:
            return input.numberValue.map(number) ?? input.boolValue.map { "\($0)" } ?? "trigger"
        case let text as String: return "\"\(text)\""
        case let number as Double: return number.isFinite ? Self.number(number) : "\(number)"
        default: return String(describing: value)
        }
    }
}
