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
        "--labels", "--badge-limit", "--restore", "--emit-test",
    ]

    private static let pairs = [
        ("--portrait", "--landscape"), ("--ltr", "--rtl"), ("--script", "--script-file"),
        ("--frames-dir", "--animate"), ("--renderer", "--renderer-plugin"),
    ]

    /// Parses the arguments (without the program name).
    ///
    /// - Throws: ``UsageError`` for anything `tabbar` cannot act on.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        try parse(rawArguments: arguments.map { Array($0.utf8) })
    }

    /// Parses the arguments' exact bytes (without the program name), as the process received
    /// them: paths (`--manifest`, `--script-file`, `--renderer-plugin`, `--frames-dir`) keep
    /// their bytes, so a name that is not UTF-8 still opens; everything else is read as UTF-8.
    ///
    /// - Throws: ``UsageError`` for anything `tabbar` cannot act on.
    public static func parse(rawArguments arguments: [[UInt8]]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var seen: [String] = []
        var index = 0
        while index < arguments.count {
            let rawArgument = arguments[index]
            let argument = String(decoding: rawArgument, as: UTF8.self)
            index += 1
            var name = argument
            var inlineValue: [UInt8]?
            if rawArgument.starts(with: Array("--".utf8)),
                let equals = rawArgument.firstIndex(of: UInt8(ascii: "="))
            {
                name = String(decoding: rawArgument[..<equals], as: UTF8.self)
                inlineValue = Array(rawArgument[(equals + 1)...])
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

            func rawValue(_ expected: String) throws(UsageError) -> [UInt8] {
                if let inlineValue { return inlineValue }
                guard index < arguments.count,
                    !optionNames.contains(String(decoding: arguments[index], as: UTF8.self))
                else {
                    throw .missingValue(option: name, expected: expected)
                }
                index += 1
                return arguments[index - 1]
            }
            func value(_ expected: String) throws(UsageError) -> String {
                String(decoding: try rawValue(expected), as: UTF8.self)
            }
            func path(_ expected: String) throws(UsageError) -> PathName {
                PathName(bytes: try rawValue(expected))
            }
            func flag() throws(UsageError) {
                if let inlineValue {
                    throw .invalidValue(
                        option: name, value: String(decoding: inlineValue, as: UTF8.self),
                        expected: "no value")
                }
            }

            switch name {
            case "--help": try flag(); options.action = .help
            case "--version": try flag(); options.action = .version
            case "--list-renderers": try flag(); options.action = .listRenderers
            case "--renderer": options.renderer = try value("a renderer name (see --list-renderers)")
            case "--manifest": options.manifestPath = try path("a manifest file (JSON)")
            case "--script": options.script = .text(try value("script text, e.g. 'tap search; wait 1'"))
            case "--script-file":
                options.script = .file(try path("a script file, or '-' for standard input"))
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
            case "--renderer-plugin": options.rendererPlugin = try path("the path of a shared library")
            case "--frames-dir": options.framesDirectory = try path("a directory for the frame files")
            case "--labels":
                options.labels = try choice(
                    name, try value("always, selected, never or auto"), LabelVisibility.self)
            case "--badge-limit": options.badgeLimit = try badgeLimit(try value("a whole number, at least 1"))
            case "--restore": options.restorePath = try path("a state file (JSON, as printed by 'state')")
            case "--emit-test":
                options.emitTest = try choice(
                    name, try value("swift-testing or xctest"), TestEmitter.Runner.self)
            default: throw .unknownOption(name, suggestion: nil)
            }
        }
        try checkCombinations(options, seen: seen)
        return options
    }

    private static func checkCombinations(_ options: CommandLineOptions, seen: [String]) throws(UsageError) {
        if options.manifestPath?.isStandardInput == true, options.script == .file("-") {
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

    /// A width in the grammar scripts use: decimal digits with an optional sign, point and
    /// exponent (`390`, `0.5`, `1e3`); no hexadecimal (`0x10`), `inf` or `nan`.
    private static func width(_ text: String) throws(UsageError) -> Double {
        guard DecimalNumber.isDecimal(text), let width = Double(text), width.isFinite, width > 0 else {
            throw .invalidValue(
                option: "--width", value: text,
                expected: "a finite decimal number of points greater than 0, e.g. 390")
        }
        return width
    }

    private static func badgeLimit(_ text: String) throws(UsageError) -> Int {
        let limit = try wholeNumber("--badge-limit", text, expected: "a whole number, at least 1")
        guard limit >= 1 else {
            throw .invalidValue(option: "--badge-limit", value: text, expected: "a whole number, at least 1")
        }
        return limit
    }

    private static func maxVisible(_ text: String) throws(UsageError) -> Int {
        let count = try wholeNumber("--max-visible", text, expected: "a whole number of slots, at least 2")
        guard count >= 2 else {
            throw .invalidValue(
                option: "--max-visible", value: text, expected: "a whole number of slots, at least 2")
        }
        return count
    }

    /// A whole number in the one decimal grammar (`5`, `5.0`, `1e3`), as a manifest reads one:
    /// a number that is not whole gets the manifest's words; one that is not a number at all
    /// is told what `option` expects.
    private static func wholeNumber(_ option: String, _ text: String, expected: String) throws(UsageError)
        -> Int
    {
        guard DecimalNumber.isDecimal(text), let value = Double(text) else {
            throw .invalidValue(option: option, value: text, expected: expected)
        }
        guard let whole = WholeNumber.exact(value) else {
            throw .invalidValue(option: option, value: text, expected: WholeNumber.expected)
        }
        return whole
    }
}
