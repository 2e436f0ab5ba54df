/// Makes any string safe inside XML text and attribute values.
enum XMLEscaping {
    /// Escapes `& < > " '`, writes tab, line feed and carriage return as character references
    /// (so attribute values keep them), and drops the characters XML 1.0 forbids: the other
    /// C0 controls and U+FFFE, U+FFFF. DEL, the C1 controls, bidi controls and the line and
    /// paragraph separators become character references too: the document means the same, and
    /// its bytes cannot drive or garble a terminal it is printed to.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let reference = references[scalar] {
                result += reference
            } else if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                continue  // XML 1.0 has no way to write it: dropped.
            } else if UnsafeScalar.contains(scalar) {
                result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The characters written as a named entity or a character reference whatever their context.
    private static let references: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
        "\t": "&#9;", "\n": "&#10;", "\r": "&#13;",
    ]
}
