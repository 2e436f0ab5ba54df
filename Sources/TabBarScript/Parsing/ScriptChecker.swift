import TabBarInputSupport
import TabBarKit

/// Turns one command's words into a ``ScriptCommand``, checking every id against the tabs
/// defined so far (the configuration's, then each `insert`'s).
struct ScriptChecker {
    let source: String
    private var ids: [TabID]
    private var known: Set<TabID>
    /// Reads the state file of a `restore FILE` (the command's file is read before anything runs).
    var readState: ((String) -> Result<TabBarState, StateFileProblem>)?

    init(source: String, ids: [TabID]) {
        self.source = source
        self.ids = ids
        self.known = Set(ids)
    }

    mutating func step(for command: ScriptLineCommand) throws(ScriptError) -> ScriptStep {
        var words = ScriptWords(command: command, source: source)
        let first = command.tokens[0]
        let result: ScriptCommand
        switch first.text {
        case "tap": result = .tap(try selection(words.next("a tab id or 'more'"), allowingMore: true))
        case "pick": result = .pick(try tabID(words.next("a tab id")))
        case "select":
            let target = try selection(words.next("a tab id or 'more'"), allowingMore: true)
            result = .select(target, animated: try words.optionalKeyword(["animated"]) != nil)
        case "wait": result = .wait(try wait(words.next("a number of seconds")))
        case "resize":
            let width = try width(words.next("a width in points"))
            let orientation = try words.optionalKeyword(Orientation.allCases.map(\.rawValue))
            result = .resize(width: width, orientation: orientation.flatMap(Orientation.init(rawValue:)))
        case "theme":
            let token = try words.next("'light' or 'dark'")
            result = .theme(try choice(token, Theme.self, what: "theme"))
        case "badge":
            let id = try tabID(words.next("a tab id"))
            let value = try words.next("a badge value, 'dot' or 'none'")
            if !value.isQuoted, value.text == "dot" {
                result = .badgeDot(id)
            } else {
                result = .badge(id, !value.isQuoted && value.text == "none" ? nil : value.text)
            }
        case "enable": result = .enable(try tabID(words.next("a tab id")))
        case "disable": result = .disable(try tabID(words.next("a tab id")))
        case "remove": result = .remove(try tabID(words.next("a tab id")))
        case "insert": result = try insert(&words)
        case "hide": result = .hide
        case "show": result = .show
        case "veto": result = .veto(try selection(words.next("a tab id or 'more'"), allowingMore: true))
        case "unveto": result = .unveto(try selection(words.next("a tab id or 'more'"), allowingMore: true))
        case "motion": result = .motion(reduced: try motion(words.next("'reduced' or 'full'")))
        case "shortcut": result = .shortcut(try wholeNumber(words.next("a tab number (a whole number ≥ 0)")))
        case "move":
            let id = try tabID(words.next("a tab id"))
            result = .move(id, to: try wholeNumber(words.next("an index (a whole number ≥ 0)")))
        case "state": result = .state
        case "restore":
            let file = try words.next("a state file")
            guard let readState else {
                throw error(file, "'restore' cannot read files here; run it with tabbar")
            }
            switch readState(file.text) {
            case .success(let state): result = .restore(state, file: file.text)
            case .failure(let problem): throw error(file, problem.message)
            }
        case "labels":
            let token = try words.next("'always', 'selected', 'never' or 'auto'")
            result = .labels(try choice(token, LabelVisibility.self, what: "labels mode"))
        case "attach": result = .attach(try tabID(words.next("a tab id")))
        case "direction":
            let token = try words.next("'ltr' or 'rtl'")
            result = .direction(try choice(token, LayoutDirection.self, what: "direction"))
        case "policy":
            let token = try words.next("'defer', 'drop' or 'interrupt'")
            result = .policy(try choice(token, TapPolicy.self, what: "tap policy"))
        default:
            let names = ScriptParser.usages.map(\.name)
            let hint =
                ClosestName.find(first.text, among: names).map { "did you mean '\($0)'?" }
                ?? "expected one of " + names.joined(separator: ", ")
            throw error(first, "unknown command \(DiagnosticText.quoted(first.text)); \(hint)")
        }
        try words.end()
        return ScriptStep(result, at: ScriptPosition(line: command.line, column: first.column))
    }

    // MARK: - Arguments

    private func selection(_ token: ScriptToken, allowingMore: Bool) throws(ScriptError) -> Selection {
        if token.text == TabID.reservedMore, allowingMore { return .more }
        return .tab(try tabID(token, allowingMore: allowingMore))
    }

    private func tabID(_ token: ScriptToken, allowingMore: Bool = false) throws(ScriptError) -> TabID {
        let id = TabID(token.text)
        if known.contains(id) { return id }
        if token.text == TabID.reservedMore {
            throw error(token, "'more' cannot be used here; expected a tab id")
        }
        let candidates = ids.map(\.rawValue) + (allowingMore ? [TabID.reservedMore] : [])
        let suggestion =
            ClosestName.find(token.text, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
        throw error(token, "unknown tab \(DiagnosticText.quoted(token.text))\(suggestion)")
    }

    /// `reduced` (Reduce Motion on) or `full`, with a "did you mean" for a near miss.
    private func motion(_ token: ScriptToken) throws(ScriptError) -> Bool {
        if token.text == "reduced" { return true }
        if token.text == "full" { return false }
        let hint = DiagnosticText.choiceHint(for: token.text, among: ["reduced", "full"])
        throw error(token, "unknown motion \(DiagnosticText.quoted(token.text)); \(hint)")
    }

    private func wait(_ token: ScriptToken) throws(ScriptError) -> Duration {
        let seconds = try number(token, what: "a number of seconds")
        guard seconds >= 0 else {
            throw error(
                token, "wait time \(DiagnosticText.quoted(token.text)) is negative; expected seconds ≥ 0")
        }
        guard seconds <= ScriptParser.maximumWait else {
            throw error(
                token,
                "wait time \(DiagnosticText.quoted(token.text)) is too long; expected at most \(Int(ScriptParser.maximumWait)) seconds"
            )
        }
        return WholeMilliseconds.duration(seconds: seconds)
    }

    private func width(_ token: ScriptToken) throws(ScriptError) -> Double {
        let width = try number(token, what: "a width in points")
        guard width > 0 else {
            throw error(
                token,
                "width \(DiagnosticText.quoted(token.text)) is invalid; expected a finite number greater than 0"
            )
        }
        return width
    }

    /// A finite decimal number (`12`, `0.5`, `.5`, `1e3`); NaN and infinities are refused.
    private func number(_ token: ScriptToken, what: String) throws(ScriptError) -> Double {
        let isDecimal =
            !token.text.isEmpty
            && token.text.unicodeScalars.allSatisfy { "0123456789.eE+-".unicodeScalars.contains($0) }
        guard isDecimal, let value = Double(token.text) else {
            let lowered = token.text.lowercased()
            if ["nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"].contains(
                lowered)
            {
                throw error(
                    token, "\(DiagnosticText.quoted(token.text)) is not a finite number; expected \(what)")
            }
            throw error(token, "expected \(what), found \(DiagnosticText.quoted(token.text))")
        }
        guard value.isFinite else {
            throw error(
                token,
                "\(DiagnosticText.quoted(token.text)) is \(DiagnosticText.outOfRange(value)); expected \(what)"
            )
        }
        return value
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ token: ScriptToken, _: Choice.Type, what: String
    )
        throws(ScriptError) -> Choice where Choice.RawValue == String
    {
        if let choice = Choice(rawValue: token.text) { return choice }
        let hint = DiagnosticText.choiceHint(for: token.text, among: Choice.allCases.map(\.rawValue))
        throw error(token, "unknown \(what) \(DiagnosticText.quoted(token.text)); \(hint)")
    }

    /// A whole number ≥ 0 in ASCII digits (`shortcut N`, `move ID INDEX`); a sign, a fraction or
    /// a word is an error. Any count of digits is accepted: a number past `Int.max` is read as
    /// `Int.max`, which is outside every bar and so meets the same run-time refusal as any
    /// other number too large for the bar at hand.
    private func wholeNumber(_ token: ScriptToken) throws(ScriptError) -> Int {
        guard !token.text.isEmpty, token.text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw error(token, "expected a whole number ≥ 0, found \(DiagnosticText.quoted(token.text))")
        }
        return Int(token.text) ?? Int.max
    }

    private mutating func insert(_ words: inout ScriptWords) throws(ScriptError) -> ScriptCommand {
        let indexToken = try words.next("an index (a whole number ≥ 0)")
        guard !indexToken.text.isEmpty, indexToken.text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw error(
                indexToken,
                "expected an index (a whole number ≥ 0), found \(DiagnosticText.quoted(indexToken.text))")
        }
        // Past `Int.max` is past every bar's end: the run-time refusal of any index too large.
        let index = Int(indexToken.text) ?? Int.max
        let idToken = try words.next("a new tab id")
        let id = TabID(idToken.text)
        if id.rawValue == TabID.reservedMore {
            throw error(idToken, TabBarError.reservedTabID.description)
        }
        guard id.isWellFormed else {
            throw error(idToken, TabBarError.malformedTabID(id).description)
        }
        let title = try words.next("a title")
        let icon = try words.next("an icon name")
        if known.insert(id).inserted { ids.append(id) }
        return .insert(Tab(id: id, title: title.text, icon: icon.text), at: index)
    }

    private func error(_ token: ScriptToken, _ message: String) -> ScriptError {
        ScriptError(
            source: source, position: ScriptPosition(line: token.line, column: token.column), message: message
        )
    }
}
