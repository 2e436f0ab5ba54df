// libFuzzer harness for the script parser: any text either parses (and then its canonical
// text parses again to the same commands) or fails with a positive line and column and a
// message free of raw escape characters. Never a crash or a hang.
import TabBarKit
import TabBarScript

let configuration = TabBarConfiguration(
    tabs: ["lessons", "archives", "search", "settings", "profile", "help"].map { id in
        Tab(id: TabID(id), title: id, icon: id)
    },
    maxVisible: 4)

/// libFuzzer's entry point: one input, one script.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScriptParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let script = try ScriptParser.parse(text, source: "fuzz", configuration: configuration)
        do {
            let again = try ScriptParser.parse(script.text, source: "again", configuration: configuration)
            require(again.commands == script.commands, "the canonical text parses to other commands")
        } catch {
            fail("the canonical text of a valid script does not parse: \(error)")
        }
    } catch {
        require(error.line >= 1 && error.column >= 1, "an error without a position")
        require(!error.message.isEmpty, "an empty error message")
        require(!error.description.contains("\u{1B}"), "an escape character in a diagnostic")
    }
    return 0
}
