/// Makes user-supplied text safe to quote in a diagnostic: control, format (bidi overrides
/// included), separator, private-use and unassigned characters are written as `\u{…}`, a
/// backslash as `\\`, and long text is cut short with `…`.
enum DiagnosticText {
    static let maximumLength = 60

    static func escaped(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maximumLength else {
                result += "…"
                break
            }
            count += 1
            if scalar == "\\" {
                result += "\\\\"
            } else if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `'text'`, escaped.
    static func quoted(_ text: String) -> String { "'" + escaped(text) + "'" }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            true
        default:
            false
        }
    }
}
