/// Makes user-supplied text safe to quote in a diagnostic: control, format (bidi overrides
/// included), separator, private-use and unassigned characters are written as `\u{…}`, a
/// backslash as `\\`, and long text is cut short with `…`.
///
/// Used by every module of the package that quotes user input in a message: the core's
/// errors, the manifest and script readers, the renderer registry and the command.
public enum DiagnosticText {
    /// How many Unicode scalars of the text are kept before `…`.
    public static let maximumLength = 60

    /// `text` with unsafe scalars escaped, cut short after ``maximumLength`` scalars.
    public static func escaped(_ text: String) -> String {
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
    public static func quoted(_ text: String) -> String { "'" + escaped(text) + "'" }

    /// The hint after an unknown choice: `did you mean 'dark'?` when one of `names` is close,
    /// else `expected 'light' or 'dark'`.
    public static func choiceHint(for text: String, among names: [String]) -> String {
        ClosestName.find(text, among: names).map { "did you mean '\($0)'?" }
            ?? "expected " + names.map { "'\($0)'" }.joined(separator: " or ")
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            true
        default:
            false
        }
    }
}
