/// Splits a script into commands (lines and `;`), and commands into words: plain words end
/// at a space, a tab, `;` or `#`; quoted words allow `\"` and `\\`; `#` outside quotes starts
/// a comment that runs to the end of the line.
struct ScriptTokenizer {
    let source: String

    func commands(in text: String) throws(ScriptError) -> [ScriptLineCommand] {
        var commands: [ScriptLineCommand] = []
        var lineNumber = 0
        // "\r\n" is one Character, so it is a separator of its own.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for line in lines {
            lineNumber += 1
            try tokenize(Array(line), line: lineNumber, into: &commands)
        }
        return commands
    }

    private func tokenize(_ characters: [Character], line: Int, into commands: inout [ScriptLineCommand])
        throws(ScriptError)
    {
        var tokens: [ScriptToken] = []
        var index = 0
        func flush() {
            if !tokens.isEmpty { commands.append(ScriptLineCommand(line: line, tokens: tokens)) }
            tokens = []
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case " ", "\t", "\r":
                index += 1
            case ";":
                flush()
                index += 1
            case "#":
                flush()
                return
            case "\"":
                tokens.append(try quotedWord(characters, from: &index, line: line))
            default:
                let start = index
                var word = ""
                while index < characters.count {
                    let next = characters[index]
                    if next == " " || next == "\t" || next == "\r" || next == ";" || next == "#" { break }
                    if next == "\"" {
                        throw error(
                            line, index + 1,
                            "unexpected '\"' inside \(DiagnosticText.quoted(word)); quote the whole word")
                    }
                    word.append(next)
                    index += 1
                }
                tokens.append(
                    ScriptToken(
                        text: word, line: line, isQuoted: false, column: start + 1, endColumn: index + 1))
            }
        }
        flush()
    }

    private func quotedWord(_ characters: [Character], from index: inout Int, line: Int) throws(ScriptError)
        -> ScriptToken
    {
        let start = index
        index += 1
        var word = ""
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                index += 1
                if index < characters.count, !" \t\r;#".contains(characters[index]) {
                    throw error(
                        line, index + 1,
                        "unexpected \(DiagnosticText.quoted(String(characters[index]))) after a closing quote; separate words with spaces"
                    )
                }
                return ScriptToken(
                    text: word, line: line, isQuoted: true, column: start + 1, endColumn: index + 1)
            }
            if character == "\\" {
                guard index + 1 < characters.count else { break }
                let escaped = characters[index + 1]
                guard escaped == "\"" || escaped == "\\" else {
                    throw error(
                        line, index + 1,
                        "unknown escape \(DiagnosticText.quoted("\\" + String(escaped))); inside quotes use \\\" or \\\\"
                    )
                }
                word.append(escaped)
                index += 2
                continue
            }
            word.append(character)
            index += 1
        }
        throw error(line, start + 1, "unterminated quote; expected a closing '\"' before the end of the line")
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> ScriptError {
        ScriptError(source: source, position: ScriptPosition(line: line, column: column), message: message)
    }
}
