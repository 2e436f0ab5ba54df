import TabBarInputSupport
import TabBarKit

/// The arguments of one command, read in order, with errors for missing and extra words.
struct ScriptWords {
    let command: ScriptLineCommand
    let source: String
    private var index = 1

    init(command: ScriptLineCommand, source: String) {
        self.command = command
        self.source = source
    }

    /// The next word; missing, it is an error saying what was `expected`.
    mutating func next(_ expected: String) throws(ScriptError) -> ScriptToken {
        guard index < command.tokens.count else {
            let last = command.tokens[index - 1]
            throw error(at: last.endColumn, "missing \(expected) after \(readSoFar); \(usage)")
        }
        defer { index += 1 }
        return command.tokens[index]
    }

    /// One of `keywords` if the next word is one; a near miss is an error with a suggestion.
    mutating func optionalKeyword(_ keywords: [String]) throws(ScriptError) -> String? {
        guard index < command.tokens.count else { return nil }
        let token = command.tokens[index]
        if keywords.contains(token.text) {
            index += 1
            return token.text
        }
        throw unexpected(token, among: keywords)
    }

    /// Checks that every word was used.
    func end() throws(ScriptError) {
        guard index < command.tokens.count else { return }
        throw unexpected(command.tokens[index], among: [])
    }

    private func unexpected(_ token: ScriptToken, among keywords: [String]) -> ScriptError {
        let hint = ClosestName.find(token.text, among: keywords).map { "did you mean '\($0)'?" } ?? usage
        return error(
            at: token.column, "unexpected \(DiagnosticText.quoted(token.text)) after \(readSoFar); \(hint)")
    }

    /// The words before the current one, quoted: `'select lessons'`.
    private var readSoFar: String {
        DiagnosticText.quoted(command.tokens[..<index].map(\.text).joined(separator: " "))
    }

    private var usage: String {
        let name = command.tokens[0].text
        let usage = ScriptParser.usages.first { $0.name == name }?.usage ?? name
        return "usage: \(usage)"
    }

    private func error(at column: Int, _ message: String) -> ScriptError {
        ScriptError(
            source: source, position: ScriptPosition(line: command.line, column: column), message: message)
    }
}
