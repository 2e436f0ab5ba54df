/// Makes user-supplied text safe to quote in a diagnostic: control, format (general category
/// Cf: bidi overrides, zero-width spaces and joiners, …), separator (every space but U+0020:
/// no-break, ideographic, figure, thin, …, and the line and paragraph separators),
/// private-use and unassigned characters, and the other invisible ones (white space and
/// default-ignorable code points such as the Hangul fillers) are written as `\u{…}`, a
/// backslash as `\\`, and long text is cut short with `…`. So `tap\u{A0}archives` never
/// reads as the valid `tap archives`.
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

    /// Why a number that `Double` reads as `overflow` (an infinity) is out of range: `too large`,
    /// or `too far below zero` for a negative one. The one wording of every reader of numbers.
    public static func outOfRange(_ overflow: Double) -> String {
        overflow < 0 ? "too far below zero" : "too large"
    }

    /// Whether `scalar` is written as `\u{…}`: the one predicate every diagnostic of the
    /// package uses for unsafe or invisible characters.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != " " else { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
            .unassigned:
            return true
        default:
            // Blank or invisible without being one of those categories.
            return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        }
    }
}
