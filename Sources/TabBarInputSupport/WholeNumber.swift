/// The one reading of a whole number, for the readers of the package's input (flags,
/// manifests): a decimal number (`3`, `3.0`, `1e3`) whose value is whole and exact, that is
/// of magnitude below 2⁵³, where every whole number has its own `Double`. A number that is
/// not whole is refused by every reader with the same words, ``expected``.
public enum WholeNumber {
    /// What a reader expects where a whole number goes: `a whole number`.
    public static let expected = "a whole number"

    /// `value` as an `Int` when it is whole and exact; `nil` otherwise (a fraction, an
    /// infinity, NaN, or a magnitude of 2⁵³ or more).
    public static func exact(_ value: Double) -> Int? {
        guard value.isFinite, value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero)
        else {
            return nil
        }
        return Int(value)
    }
}
