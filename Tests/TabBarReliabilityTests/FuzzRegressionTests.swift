import TabBarKit
import TabBarScript
import Testing

/// Inputs the fuzzers found (Tests/Fuzz), each kept as a regression test.
struct FuzzRegressionTests {
    static let configuration = TabBarConfiguration(tabs: [Tab(id: "lessons", title: "Lessons", icon: "book")])

    /// ScriptParser harness: a title that starts with a combining mark. Written back, the
    /// opening quote and the mark form one `Character`; the tokenizer, reading characters, did
    /// not see the quote, and the canonical text of a valid script failed to parse.
    @Test(arguments: ["\u{36A}ie", "\u{301}", "a\u{301}\"\u{301}b", "\u{200D}x"])
    func parse_titleStartingWithACombiningMark_roundTrips(_ title: String) throws {
        let text = ScriptCommand.insert(Tab(id: "extra", title: title, icon: "star"), at: 1).description
        let script = try ScriptParser.parse(text, source: "script", configuration: Self.configuration)
        #expect(script.commands == [.insert(Tab(id: "extra", title: title, icon: "star"), at: 1)])
        let again = try ScriptParser.parse(script.text, source: "again", configuration: Self.configuration)
        #expect(again.commands == script.commands)
    }

    /// The fuzzer's own input, bytes as found (invalid UTF-8 decodes to U+FFFD).
    @Test func parse_fuzzerFinding_canonicalTextParsesAgain() throws {
        let bytes: [UInt8] = [
            0x69, 0x6E, 0x73, 0x65, 0x72, 0x74, 0x20, 0x32, 0x20, 0x65, 0x61, 0x09, 0xCD, 0xAA, 0x69, 0x65,
            0x9B,
            0x9B, 0x1A, 0xCD, 0xAA, 0x00, 0x9B, 0x70, 0x24, 0x00, 0x00, 0x63, 0x99, 0x0D, 0x72, 0x61,
        ]
        let text = String(decoding: bytes, as: UTF8.self)
        let configuration = TabBarConfiguration(tabs: [Tab(id: "lessons", title: "L", icon: "l")])
        guard let script = try? ScriptParser.parse(text, source: "fuzz", configuration: configuration) else {
            return  // rejecting it is fine; only a valid script must read back
        }
        let again = try ScriptParser.parse(script.text, source: "again", configuration: configuration)
        #expect(again.commands == script.commands)
    }
}
