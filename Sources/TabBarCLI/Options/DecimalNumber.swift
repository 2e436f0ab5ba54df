/// The one number grammar of `tabbar`'s flags, the same as its scripts': decimal digits with
/// an optional sign, decimal point and exponent (`390`, `0.5`, `.5`, `1e3`, `-2`). Hexadecimal
/// (`0x10`, `0x1p4`), `inf`, `infinity` and `nan` are not numbers here. Manifests are JSON,
/// whose numbers are the same decimal form (without a leading `+` or a bare `.5`).
enum DecimalNumber {
    /// Whether `text` is written in the decimal grammar (its value may still be out of range).
    static func isDecimal(_ text: String) -> Bool {
        var sawDigit = false
        var sawPoint = false
        var sawExponent = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9": sawDigit = true
            case "+", "-":
                guard previous == nil || previous == "e" || previous == "E" else { return false }
            case ".":
                guard !sawPoint, !sawExponent else { return false }
                sawPoint = true
            case "e", "E":
                guard sawDigit, !sawExponent else { return false }
                sawExponent = true
            default: return false
            }
            previous = scalar
        }
        return sawDigit
    }

}
