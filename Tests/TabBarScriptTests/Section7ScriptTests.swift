import TabBarKit
import TabBarScript
import Testing

/// The script commands of the behaviour contract, <doc:BehaviorContract#What-people-expect-of-a-tab-bar>.
struct Section7ScriptTests {
    @Test func newCommands_parseAndWriteBack() throws {
        let text = "badge search dot\nbadge search \"dot\"\nlabels auto\nshortcut 12"
        let script = try ScriptParser.parse(text, source: "script", configuration: makeConfiguration())
        #expect(
            script.commands == [.badgeDot("search"), .badge("search", "dot"), .labels(.auto), .shortcut(12)])
        #expect(
            script.commands.map(\.description) == [
                "badge search dot", "badge search \"dot\"", "labels auto", "shortcut 12",
            ])
    }

    @Test func aNegativeOrNonNumericShortcut_isAScriptError() {
        #expect(parsingError("shortcut -1") == "script:1:10: expected a whole number ≥ 0, found '-1'")
        #expect(parsingError("shortcut two") == "script:1:10: expected a whole number ≥ 0, found 'two'")
        #expect(
            parsingError("labels sometimes")?.hasPrefix("script:1:8: unknown labels mode 'sometimes'") == true
        )
    }
}
