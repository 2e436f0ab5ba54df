/// Makes data (titles, ids) safe to write to a terminal: control and format characters
/// (escape sequences, bidi overrides, zero-width marks) become `?`.
enum PlainText {
    static func sanitized(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.properties.generalCategory {
                    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
                        .unassigned:
                        "?"
                    default: scalar
                    }
                }))
    }
}
