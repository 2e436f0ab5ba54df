import TabBarTesting
import Testing

@testable import TabBarRendering

@Suite(.tabBarChecks)
struct SVGNumberTests {
    @Test(arguments: [
        (65.0, "65"), (146.25, "146.25"), (-13.0, "-13"), (0.1 + 0.2, "0.30000000000000004"),
        (1e-5, "0.00001"), (-1.5e-7, "-0.00000015"), (1e16, "10000000000000000"), (-0.0, "0"),
        (Double.nan, "0"), (Double.infinity, "0"), (46.666666666666664, "46.666666666666664"),
    ])
    func format_writesTheShortestPlainDecimal(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func format_roundTripsExactly() {
        var value = 0.000123
        for _ in 0..<200 {
            value *= -1.37
            let text = SVGNumber.format(value)
            #expect(Double(text) == value, "\(value) → \(text)")
            #expect(!text.contains("e"))
        }
    }
}
