/// Decimal text for times and numbers, written the same way by every renderer, tool and test:
/// no locale, no exponent for whole numbers, times from their whole milliseconds.
public enum DecimalText {
    /// Whole milliseconds as seconds with at most three decimals, trailing zeros dropped: `0`,
    /// `0.2`, `1.5`, `0.001`, `-0.25`.
    public static func seconds(milliseconds: Int64) -> String {
        let (sign, whole, fraction) = parts(milliseconds)
        guard fraction != 0 else { return sign + String(whole) }
        var digits = threeDigits(fraction)
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }

    /// Whole milliseconds as seconds with exactly three decimals: `0.000`, `0.200`, `-1.500`.
    public static func secondsWithThreeDecimals(milliseconds: Int64) -> String {
        let (sign, whole, fraction) = parts(milliseconds)
        return sign + String(whole) + "." + threeDigits(fraction)
    }

    /// A number without a trailing `.0` when it is whole (and below 10¹⁵): `65`, `146.25`,
    /// `inf`.
    public static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    private static func parts(_ milliseconds: Int64) -> (sign: String, whole: UInt64, fraction: UInt64) {
        let magnitude = milliseconds.magnitude
        return (milliseconds < 0 ? "-" : "", magnitude / 1000, magnitude % 1000)
    }

    private static func threeDigits(_ fraction: UInt64) -> String {
        let digits = String(fraction)
        return String(repeating: "0", count: 3 - digits.count) + digits
    }
}
