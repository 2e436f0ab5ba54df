/// Numbers as SVG writes them: the shortest text that reads back as the same `Double`,
/// without a trailing `.0` or an exponent (`65`, `146.25`, `0.00001`).
enum SVGNumber {
    /// The shortest plain decimal for `value`; `0` for NaN, infinities and negative zero.
    static func format(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return "0" }
        let text = "\(value)"
        let plain = text.contains("e") ? expandExponent(text) : text
        return plain.hasSuffix(".0") ? String(plain.dropLast(2)) : plain
    }

    /// Rewrites `1.5e-05` as `0.000015` and `1e+16` as `10000000000000000`.
    private static func expandExponent(_ text: String) -> String {
        let parts = text.split(separator: "e", maxSplits: 1)
        guard parts.count == 2, let exponent = Int(parts[1]) else { return text }
        var mantissa = Substring(parts[0])
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let integerDigits = mantissa.split(separator: ".", omittingEmptySubsequences: false)[0].count
        let digits = Array(mantissa.filter { $0 != "." })
        let point = integerDigits + exponent
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + String(digits)
        } else if point >= digits.count {
            result = String(digits) + String(repeating: "0", count: point - digits.count)
        } else {
            result = String(digits[..<point]) + "." + String(digits[point...])
        }
        if result.contains(".") {
            while result.hasSuffix("0") { result.removeLast() }
            if result.hasSuffix(".") { result.removeLast() }
        }
        return sign + result
    }
}
