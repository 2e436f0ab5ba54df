import TabBarManifest
import Testing

/// A caller may raise the nesting limit, but never past ``JSONParser/depthCap``: a document
/// 100,000 levels deep is refused with a message, not a stack overflow.
struct JSONDepthCapTests {
    @Test(arguments: [100_000, 15_000, Int.max])
    func raisedLimit_isCapped_andDeepDocumentsAreRejected(limit: Int) {
        let document = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect {
            _ = try JSONParser.parse(document.utf8, maximumDepth: limit)
        } throws: { error in
            guard let error = error as? JSONError else { return false }
            return error.reason == .tooDeep
                && error.message.contains("deeper than \(JSONParser.depthCap) levels")
                && error.message.contains("the most the parser allows")
        }
    }

    @Test func documentAtTheCap_parses() throws {
        let depth = JSONParser.depthCap
        let document = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(document.utf8, maximumDepth: .max)
        var levels = 1
        while case .array(let elements) = value.kind, let first = elements.first {
            value = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func oneLevelPastTheCap_isRejected() {
        let depth = JSONParser.depthCap + 1
        let document = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: JSONError.self) { _ = try JSONParser.parse(document.utf8, maximumDepth: .max) }
    }
}
