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

    @Test func w_writesTheSessionAsATest_andSaysWhereOnLeaving() throws {
        let session = try PseudoTerminalSession([], environment: ["NO_COLOR": "1"])
        #expect(session.waitForOutput { $0.contains("selected: lessons") })
        session.type("3")
        #expect(session.waitForOutput { $0.contains("selected: search") })
        session.type("r")
        // Keys are handled in order: by the time `q` ends the program, `w` has written.
        session.type("w")
        session.type("q")
        #expect(session.waitForExit() == 0)
        #expect(session.errorText == "tabbar: wrote the session as a test: ./TabBarSessionTests.swift\n")
        let file = session.directory.appendingPathComponent("TabBarSessionTests.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("struct TabBarSessionTests"))
        #expect(text.contains("sut.send(.tap(.tab(\"search\")))"))
        #expect(text.contains("direction: .rtl"))
    }

    @Test func numberKey_tapsThatSlot() throws {
        let session = try PseudoTerminalSession([], environment: ["NO_COLOR": "1"])
        #expect(session.waitForOutput { $0.contains("selected: lessons") })
        session.type("3")
        #expect(session.waitForOutput { $0.contains("selected: search") })
        session.type("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func a_turnsReduceMotionOn_soATapNeverLocksTheBar() throws {
        let session = try PseudoTerminalSession([], environment: ["NO_COLOR": "1"])
        #expect(session.waitForOutput { $0.contains("selected: lessons") })
        session.type("a")
        session.type("3")
        #expect(session.waitForOutput { $0.contains("selected: search") })
        // With Reduce Motion the selection is shown at once: no frame of it is ever locked.
        #expect(!session.text.contains("selected: search  · locked"))
        session.type("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func rightArrow_tapsTheNextSlot() throws {
        let session = try PseudoTerminalSession([], environment: ["NO_COLOR": "1"])
        #expect(session.waitForOutput { $0.contains("selected: lessons") })
        session.type("\u{1B}[C")
        #expect(session.waitForOutput { $0.contains("selected: archives") })
        session.type("q")
        #expect(session.waitForExit() == 0)
    }

    @Test func m_opensMore_thenANumberPicksFromTheList() throws {
        let session = try PseudoTerminalSession([], environment: ["NO_COLOR": "1"])
        #expect(session.waitForOutput { $0.contains("selected: lessons") })
        session.type("m")
        #expect(session.waitForOutput { $0.contains("press a number to pick") })
        session.type("2")
        #expect(session.waitForOutput { $0.contains("selected: settings") })
        session.type("q")
        #expect(session.waitForExit() == 0)
        #expect(session.text.hasSuffix(TerminalControl.end))
    }

    /// The width, in characters, of the widest line of the last complete frame drawn after
    /// `offset`, escape sequences left out.
    private func widestLine(in text: String, after offset: Int) -> Int {
        let frames = text.dropFirst(offset).components(separatedBy: TerminalControl.home).dropFirst()
        let frame = frames.dropLast().last ?? ""
        let plain = frame.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
        // The terminal turns each "\n" into "\r\n", which Swift counts as one character.
        return plain.split { $0 == "\r\n" || $0 == "\n" }.map(\.count).max() ?? 0
    }

    @Test func windowResize_redrawsAtTheNewWidth() throws {
        let session = try PseudoTerminalSession([], columns: 80, environment: ["NO_COLOR": "1"])
        #expect(session.waitForOutput { self.count(Self.keyHelp, in: $0) >= 2 })
        #expect(widestLine(in: session.text, after: 0) == 80)
        let offset = session.text.count
        session.resize(columns: 50)
        #expect(session.waitForOutput { self.count(Self.keyHelp, in: String($0.dropFirst(offset))) >= 2 })
        #expect(widestLine(in: session.text, after: offset) == 50)
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
