import TabBarInputSupport
import TabBarKit
import TabBarRendering

/// A command line that `tabbar` cannot act on: exit status 64.
///
/// Every message quotes the bad argument, says what was expected and, where a typo is
/// likely, suggests the closest valid word.
public enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option nobody defined.
    case unknownOption(String, suggestion: String?)
    /// An argument that is not an option (tabbar takes none).
    case unexpectedArgument(String)
    /// An option that needs a value came last, or was followed by another option.
    case missingValue(option: String, expected: String)
    /// A value outside the option's choices.
    case invalidChoice(option: String, value: String, choices: [String], suggestion: String?)
    /// A value of the wrong form (a number that is not one, a width that is not > 0).
    case invalidValue(option: String, value: String, expected: String)
    /// Two options that exclude each other.
    case conflict(String, String)
    /// The same option twice.
    case repeated(String)
    /// An option that only makes sense with another one.
    case requires(option: String, requirement: String)
    /// A renderer name the registry does not know.
    case unknownRenderer(String, suggestion: String?, available: [String])

    /// One sentence, with the bad value in quotes (escaped: control and bidi characters as
    /// `\u{…}`, long values cut short).
    public var description: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            return "unknown option \(quoted(option))" + Self.hint(suggestion)
        case .unexpectedArgument(let argument):
            return
                "unexpected argument \(quoted(argument)); tabbar takes only options (a script goes after '--script')"
        case .missingValue(let option, let expected):
            return "option '\(option)' needs a value: \(expected)"
        case .invalidChoice(let option, let value, let choices, let suggestion):
            return
                "invalid value \(quoted(value)) for '\(option)'; expected one of: \(choices.joined(separator: ", "))"
                + Self.hint(suggestion)
        case .invalidValue(let option, let value, let expected):
            return "invalid value \(quoted(value)) for '\(option)'; expected \(expected)"
        case .conflict(let first, let second):
            return "'\(first)' and '\(second)' cannot be combined; choose one"
        case .repeated(let option):
            return "option '\(option)' is given more than once; give it once"
        case .requires(let option, let requirement):
            return "'\(option)' needs \(requirement)"
        case .unknownRenderer(let name, let suggestion, let available):
            // The registry's own sentence, so that it is written once.
            return RendererRegistryError.unknownName(name, suggestion: suggestion, available: available)
                .description
        }
    }

    private func quoted(_ text: String) -> String { DiagnosticText.quoted(text) }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
