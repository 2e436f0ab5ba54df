import Foundation
import TabBarCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live mode under a pseudo-terminal: it starts, reacts to keys, and always leaves the
/// terminal as it found it.
@Suite(.serialized)
struct InteractiveTests {
    private static let keyHelp = "q quit"

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func keyThenQ_redrawsThenRestoresTheTerminal() throws {
        let session = try PseudoTerminalSession([])
        #expect(session.waitForOutput { $0.contains(Self.keyHelp) })
        #expect(session.text.hasPrefix(TerminalControl.start))
        session.type("2")
        let frames = count(Self.keyHelp, in: session.text)
        #expect(session.waitForOutput { self.count(Self.keyHelp, in: $0) >= frames + 3 })
        session.type("q")
        let status = session.waitForExit()
        #expect(status == 0)
        #expect(!session.wasSignalled)
        #expect(session.text.hasSuffix(TerminalControl.end))
        #expect(session.errorText == "")
    }

    @Test func selectionKey_movesTheSelection() throws {
        let session = try PseudoTerminalSession([])
        #expect(session.waitForOutput { $0.contains(Self.keyHelp) })
        let before = session.text.count
        session.type("2")
        #expect(
            session.waitForOutput { text in
                text.count > before && String(text.dropFirst(before)).contains("was: ")
                    || String(text.dropFirst(before)).contains("locked")
            })
        session.type("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func sigterm_restoresTheTerminalAndExits143() throws {
        let session = try PseudoTerminalSession([])
        #expect(session.waitForOutput { $0.contains(Self.keyHelp) })
        session.send(signal: SIGTERM)
        #expect(session.waitForExit() == 143)
        #expect(!session.wasSignalled)
        #expect(session.text.hasSuffix(TerminalControl.end))
    }

    @Test func sigint_restoresTheTerminalAndExits130() throws {
        let session = try PseudoTerminalSession([])
        #expect(session.waitForOutput { $0.contains(Self.keyHelp) })
        session.send(signal: SIGINT)
        #expect(session.waitForExit() == 130)
        #expect(session.text.hasSuffix(TerminalControl.end))
    }

    @Test func ctrlC_quitsAsInterrupted() throws {
        let session = try PseudoTerminalSession([])
        #expect(session.waitForOutput { $0.contains(Self.keyHelp) })
        session.type("\u{03}")
        #expect(session.waitForExit() == 130)
        #expect(session.text.hasSuffix(TerminalControl.end))
    }
}
