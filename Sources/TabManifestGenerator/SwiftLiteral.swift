import TabBarKit

/// Swift source literals for generated code.
enum SwiftLiteral {
    /// A string literal with every character that needs it escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
                {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `nil` or a string literal.
    static func optionalString(_ text: String?) -> String { text.map(string) ?? "nil" }

    /// A `TabBadge?` literal: `nil`, `.dot`, or the text as a string literal.
    static func badge(_ badge: TabBadge?) -> String {
        guard let badge else { return "nil" }
        return badge.kind == .dot ? ".dot" : string(badge.written)
    }

    /// A `Duration` literal in whole milliseconds.
    static func duration(_ duration: Duration) -> String {
        ".milliseconds(\(duration.wholeMillisecondsForSource))"
    }

    /// A `Double` literal that reads back to the same value.
    static func double(_ value: Double) -> String { "\(value)" }
}

extension Duration {
    fileprivate var wholeMillisecondsForSource: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
