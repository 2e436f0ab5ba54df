import TabBarInputSupport
import TabBarKit

/// Parses and checks a script against a configuration before anything runs.
///
/// One command per line or separated by `;`; `#` outside quotes starts a comment. Words are
/// separated by spaces or tabs; a word may be double-quoted (with `\"` and `\\`). Tab ids must
/// be defined by the configuration or an earlier `insert`; a typo is an error with a "did you
/// mean". Conditions that depend on state at run time (a disabled tab, a removed one) are not
/// errors here: ``ScriptRunner`` reports them as `rejected`.
///
/// ```swift
/// let script = try ScriptParser.parse("tap archives; wait 0.5", source: "script", configuration: configuration)
/// ```
public enum ScriptParser {
    /// The longest `wait` accepted, in seconds: one day.
    public static let maximumWait = 86_400.0

    /// Every command with its usage, in the order the reference lists them.
    public static let usages: [(name: String, usage: String)] = [
        ("tap", "tap ID|more"), ("pick", "pick ID"), ("select", "select ID|more [animated]"),
        ("wait", "wait SECONDS"), ("resize", "resize WIDTH [portrait|landscape]"),
        ("theme", "theme light|dark"),
        ("badge", "badge ID VALUE|dot|none"), ("enable", "enable ID"), ("disable", "disable ID"),
        ("remove", "remove ID"), ("insert", "insert INDEX ID \"TITLE\" ICON"), ("hide", "hide"),
        ("show", "show"),
        ("veto", "veto ID|more"), ("unveto", "unveto ID|more"), ("motion", "motion reduced|full"),
        ("labels", "labels always|selected|never|auto"), ("shortcut", "shortcut N"),
        ("move", "move ID INDEX"),
        ("state", "state"), ("restore", "restore FILE"),
        ("attach", "attach ID"), ("direction", "direction ltr|rtl"),
        ("policy", "policy defer|drop|interrupt"),
    ]

    /// Parses `text`.
    ///
    /// - Parameters:
    ///   - text: The script.
    ///   - source: What diagnostics call it: `script`, the file's path, or `<stdin>`.
    ///   - configuration: The tabs the script may name.
    /// - Throws: ``ScriptError`` for the first problem, with its line and column.
    public static func parse(_ text: String, source: String, configuration: TabBarConfiguration)
        throws(ScriptError) -> Script
    {
        try parse(text, source: source, configuration: configuration, readState: nil)
    }

    /// Parses `text`, reading the state file of each `restore FILE` with `readState` (which
    /// returns the state, or what is wrong with the file); without it, `restore` is an error.
    ///
    /// - Throws: ``ScriptError`` for the first problem, with its line and column.
    public static func parse(
        _ text: String, source: String, configuration: TabBarConfiguration,
        readState: ((String) -> Result<TabBarState, StateFileProblem>)?
    ) throws(ScriptError) -> Script {
        let commands = try ScriptTokenizer(source: source).commands(in: text)
        var checker = ScriptChecker(source: source, ids: configuration.tabs.map(\.id))
        checker.readState = readState
        var steps: [ScriptStep] = []
        steps.reserveCapacity(commands.count)
        for command in commands { steps.append(try checker.step(for: command)) }
        return Script(source: source, steps: steps)
    }

    /// Parses a script given as bytes, which must be UTF-8 (a leading byte order mark is skipped).
    ///
    /// - Throws: ``ScriptError`` for invalid UTF-8, at its line and column, or any error of
    ///   ``parse(_:source:configuration:)``.
    public static func parse(
        _ bytes: some Collection<UInt8>, source: String, configuration: TabBarConfiguration,
        readState: ((String) -> Result<TabBarState, StateFileProblem>)? = nil
    )
        throws(ScriptError) -> Script
    {
        var array = Array(bytes)
        if array.count >= 3, array[0] == 0xEF, array[1] == 0xBB, array[2] == 0xBF { array.removeFirst(3) }
        if let invalid = UTF8Validation.firstInvalidOffset(in: array) {
            let lineStart = array[..<invalid].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let line = array[..<invalid].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let column = String(decoding: array[lineStart..<invalid], as: UTF8.self).count + 1
            let byte = String(array[invalid], radix: 16, uppercase: true)
            throw ScriptError(
                source: source, position: ScriptPosition(line: line, column: column),
                message: "invalid UTF-8 (byte 0x\(byte)); scripts must be UTF-8 text")
        }
        return try parse(
            String(decoding: array, as: UTF8.self), source: source, configuration: configuration,
            readState: readState)
    }
}
