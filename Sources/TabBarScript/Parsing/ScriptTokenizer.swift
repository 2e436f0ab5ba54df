import TabBarInputSupport
import TabBarKit

/// Splits a script into commands (lines and `;`), and commands into words: plain words end
/// at a space, a tab, `;` or `#`; quoted words allow `\"` and `\\`; `#` outside quotes starts
/// a comment that runs to the end of the line.
///
/// It reads Unicode scalars, not characters: a quote followed by a combining mark (a title
/// that starts with one) is one `Character`, and would otherwise not be seen as a quote.
struct ScriptTokenizer {
    let source: String

    func commands(in text: String) throws(ScriptError) -> [ScriptLineCommand] {
        var commands: [ScriptLineCommand] = []
        var lineNumber = 0
        // A "\r" before the "\n" is skipped as white space.
        let lines = text.unicodeScalars.split(omittingEmptySubsequences: false) { $0 == "\n" }
        for line in lines {
            lineNumber += 1
            try tokenize(Array(line), line: lineNumber, into: &commands)
        }
        return commands
    }

    private func tokenize(
        _ characters: [Unicode.Scalar], line: Int, into commands: inout [ScriptLineCommand]
    )
        throws(ScriptError)
    {
        // Columns count characters, as a reader does: columns[i] is the column of scalar i.
        var columns: [Int] = []
        columns.reserveCapacity(characters.count + 1)
        for (offset, character) in String(String.UnicodeScalarView(characters)).enumerated() {
            for _ in character.unicodeScalars { columns.append(offset + 1) }
        }
        columns.append((columns.last ?? 0) + 1)
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
                tokens.append(try quotedWord(characters, columns: columns, from: &index, line: line))
            default:
                let start = index
                var word = String.UnicodeScalarView()
                while index < characters.count {
                    let next = characters[index]
                    if next == " " || next == "\t" || next == "\r" || next == ";" || next == "#" { break }
                    if next == "\"" {
                        throw error(
                            line, columns[index],
                            "unexpected '\"' inside \(DiagnosticText.quoted(String(word))); quote the whole word"
                        )
                    }
                    word.append(next)
                    index += 1
                }
                tokens.append(
                    ScriptToken(
                        text: String(word), line: line, isQuoted: false, column: columns[start],
                        endColumn: columns[index]))
            }
        }
        flush()
    }

    private func quotedWord(_ characters: [Unicode.Scalar], columns: [Int], from index: inout Int, line: Int)
        throws(ScriptError)
        -> ScriptToken
    {
        let start = index
        index += 1
        var word = String.UnicodeScalarView()
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                index += 1
                if index < characters.count, !" \t\r;#".unicodeScalars.contains(characters[index]) {
                    throw error(
                        line, columns[index],
                        "unexpected \(DiagnosticText.quoted(String(characters[index]))) after a closing quote; separate words with spaces"
                    )
                }
                return ScriptToken(
                    text: String(word), line: line, isQuoted: true, column: columns[start],
                    endColumn: columns[index])
            }
            if character == "\\" {
                guard index + 1 < characters.count else { break }
                let escaped = characters[index + 1]
                guard escaped == "\"" || escaped == "\\" else {
                    throw error(
                        line, columns[index],
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
        throw error(
            line, columns[start], "unterminated quote; expected a closing '\"' before the end of the line")
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> ScriptError {
        ScriptError(source: source, position: ScriptPosition(line: line, column: column), message: message)
    }
}
