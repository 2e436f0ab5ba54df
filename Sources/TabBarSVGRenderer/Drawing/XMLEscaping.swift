/// Makes any string safe inside XML text and attribute values.
enum XMLEscaping {
    /// Escapes `& < > " '`, writes tab, line feed and carriage return as character references
    /// (so attribute values keep them), and drops the characters XML 1.0 forbids: the other
    /// C0 controls and U+FFFE, U+FFFF.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default:
                guard scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF else { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
