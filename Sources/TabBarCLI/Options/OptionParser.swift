import TabBarInputSupport
import TabBarKit

/// Reads `tabbar`'s arguments into ``CommandLineOptions``, by hand and without dependencies.
///
/// Options take their value as the next argument or after `=` (`--renderer json`,
/// `--renderer=json`). Everything is checked here that can be checked without reading files:
/// choices, numbers, pairs that exclude each other, repeats. Renderer names are checked
/// later against the registry in use.
///
/// ```swift
/// let options = try OptionParser.parse(["--rtl", "--width", "320"])
/// ```
public enum OptionParser {
    /// Every option `tabbar` accepts, for "did you mean" hints and the help text.
    public static let optionNames = [
        "--renderer", "--manifest", "--script", "--script-file", "--tap-policy", "--reduce-motion", "--width",
        "--portrait",
        "--landscape", "--ltr", "--rtl", "--theme", "--max-visible", "--color", "--realtime",
        "--renderer-plugin", "--frames-dir", "--animate", "--list-renderers", "--help", "--version",
    ]

    private static let pairs = [
        ("--portrait", "--landscape"), ("--ltr", "--rtl"), ("--script", "--script-file"),
        ("--frames-dir", "--animate"), ("--renderer", "--renderer-plugin"),
    ]

    /// Parses the arguments (without the program name).
    ///
    /// - Throws: ``UsageError`` for anything `tabbar` cannot act on.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var seen: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            guard name.hasPrefix("-"), name != "-" else { throw .unexpectedArgument(argument) }
            guard optionNames.contains(name) else {
                throw .unknownOption(name, suggestion: ClosestName.find(name, among: optionNames))
            }
            guard !seen.contains(name) else { throw .repeated(name) }
            for (first, second) in pairs
            where (name == first && seen.contains(second)) || (name == second && seen.contains(first)) {
                throw .conflict(seen.contains(first) ? first : second, name)
            }
            seen.append(name)

            func value(_ expected: String) throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count, !optionNames.contains(arguments[index]) else {
                    throw .missingValue(option: name, expected: expected)
                }
                index += 1
                return arguments[index - 1]
            }
            func flag() throws(UsageError) {
                if let inlineValue {
                    throw .invalidValue(option: name, value: inlineValue, expected: "no value")
                }
            }

            switch name {
            case "--help": try flag(); options.action = .help
            case "--version": try flag(); options.action = .version
            case "--list-renderers": try flag(); options.action = .listRenderers
            case "--renderer": options.renderer = try value("a renderer name (see --list-renderers)")
            case "--manifest": options.manifestPath = try value("a manifest file (JSON)")
            case "--script": options.script = .text(try value("script text, e.g. 'tap search; wait 1'"))
            case "--script-file":
                options.script = .file(try value("a script file, or '-' for standard input"))
            case "--tap-policy":
                options.tapPolicy = try choice(name, try value("defer, drop or interrupt"), TapPolicy.self)
            case "--reduce-motion": try flag(); options.reduceMotion = true
            case "--theme": options.theme = try choice(name, try value("light or dark"), Theme.self)
            case "--color":
                options.color = try choice(name, try value("auto, always or never"), ColorChoice.self)
            case "--width": options.width = try width(try value("a width in points, e.g. 390"))
            case "--max-visible":
                options.maxVisible = try maxVisible(try value("a number of slots, at least 2"))
            case "--portrait": try flag(); options.orientation = .portrait
            case "--landscape": try flag(); options.orientation = .landscape
            case "--ltr": try flag(); options.direction = .ltr
            case "--rtl": try flag(); options.direction = .rtl
            case "--realtime": try flag(); options.isRealtime = true
            case "--animate": try flag(); options.isAnimated = true
            case "--renderer-plugin": options.rendererPlugin = try value("the path of a shared library")
            case "--frames-dir": options.framesDirectory = try value("a directory for the frame files")
            default: throw .unknownOption(name, suggestion: nil)
            }
        }
        try checkCombinations(options, seen: seen)
        return options
    }

    private static func checkCombinations(_ options: CommandLineOptions, seen: [String]) throws(UsageError) {
        if options.manifestPath == "-", options.script == .file("-") {
            throw .conflict("--manifest -", "--script-file -")
        }
        for option in ["--frames-dir", "--animate"] where seen.contains(option) && options.renderer != "svg" {
            throw .requires(
                option: option,
                requirement: "'--renderer svg' (the renderer is \(DiagnosticText.quoted(options.renderer)))")
        }
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ option: String, _ value: String, _ type: Choice.Type
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        if let choice = Choice(rawValue: value) { return choice }
        let choices = Choice.allCases.map(\.rawValue)
        throw .invalidChoice(
            option: option, value: value, choices: choices,
            suggestion: ClosestName.find(value.lowercased(), among: choices))
    }

    private static func width(_ text: String) throws(UsageError) -> Double {
        guard let width = Double(text), width.isFinite, width > 0 else {
            throw .invalidValue(
                option: "--width", value: text, expected: "a finite number of points greater than 0")
        }
        return width
    }

    private static func maxVisible(_ text: String) throws(UsageError) -> Int {
        guard let count = Int(text), count >= 2 else {
            throw .invalidValue(
                option: "--max-visible", value: text, expected: "a whole number of slots, at least 2")
        }
        return count
    }
}
