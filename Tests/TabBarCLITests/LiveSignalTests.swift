import Foundation
import TabBarCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live mode and the signals a terminal sends: every one leaves the terminal as it was,
/// none prints a backtrace, and a stop (Ctrl-Z, SIGTSTP) comes back to a working bar.
@Suite(.serialized)
struct LiveSignalTests {
    private static let keyHelp = "q quit"

    @Test func sigquit_restoresTheTerminalAndExits131_withoutABacktrace() throws {
        let session = try PseudoTerminalSession([])
        #expect(session.waitForOutput { $0.contains(Self.keyHelp) })
        session.send(signal: SIGQUIT)
        #expect(session.waitForExit() == 131)
        #expect(!session.wasSignalled)
        #expect(session.text.hasSuffix(TerminalControl.end))
        #expect(session.errorText == "")
    }

    @Test func sighup_restoresTheTerminalAndExits129() throws {
        let session = try PseudoTerminalSession([])
        #expect(session.waitForOutput { $0.contains(Self.keyHelp) })
        session.send(signal: SIGHUP)
        #expect(session.waitForExit() == 129)
        #expect(!session.wasSignalled)
        #expect(session.text.hasSuffix(TerminalControl.end))
    }

    @Test(arguments: ["signal", "ctrl-z"])
    func stopThenContinue_restoresTheTerminal_thenTakesItBackAndRedraws(how: String) throws {
        let session = try PseudoTerminalSession([], environment: ["NO_COLOR": "1"])
        #expect(session.waitForOutput { $0.contains(Self.keyHelp) })
        let beforeStop = session.text.count
        if how == "signal" { session.send(signal: SIGTSTP) } else { session.type("\u{1A}") }
        // Stopped: the alternate screen is left and the cursor shown, and the process really is
        // stopped (the stop must not stay pending on a thread that blocks it).
        #expect(session.waitForOutput { String($0.dropFirst(beforeStop)).contains(TerminalControl.end) })
        if PseudoTerminalSession.canReadProcessState {
            #expect(
                session.waitForProcessState { $0 == "T" },
                "state \(session.processState.map(String.init) ?? "?")")
        }
        let afterStop = session.text.count
        session.send(signal: SIGCONT)
        if PseudoTerminalSession.canReadProcessState {
            #expect(session.waitForProcessState { $0 != "T" })
        }
        // Continued: the alternate screen again, and the whole bar redrawn.
        #expect(
            session.waitForOutput {
                let text = String($0.dropFirst(afterStop))
                return text.contains(TerminalControl.start) && text.contains(Self.keyHelp)
            })
        // Raw mode is back: one key, without Enter, acts.
        session.type("3")
        #expect(session.waitForOutput { String($0.dropFirst(afterStop)).contains("selected: search") })
        session.type("q")
        #expect(session.waitForExit() == 0)
        #expect(session.text.hasSuffix(TerminalControl.end))
    }

    @Test(arguments: ["dumb", ""])
    func terminalWithoutCursorAddressing_getsTheTourInstead(term: String) throws {
        let session = try PseudoTerminalSession([], environment: ["TERM": term, "NO_COLOR": "1"])
        #expect(session.waitForExit() == 0)
        #expect(!session.text.contains(TerminalControl.enterAlternateScreen))
        #expect(!session.text.contains("\u{1B}"))
        #expect(session.text.contains("selected: more"))
    }
}

/// The live mode with a long More list stays responsive: a frame reads only what it draws.
@Suite(.serialized)
struct LiveLargeListTests {
    @Test func hundredThousandTabs_withMoreOpen_quitAtOnce() throws {
        let directory = try Tabbar.temporaryDirectory()
        let tabs = (0..<100_000).map { #"{"id": "t\#($0)", "title": "Tab \#($0)", "icon": "i"}"# }
        let manifest = #"{"tabs": ["# + tabs.joined(separator: ", ") + "]}"
        let path = directory.appendingPathComponent("tabs.json").path
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path))
        let session = try PseudoTerminalSession(["--manifest", path], environment: ["NO_COLOR": "1"])
        #expect(session.waitForOutput { $0.contains("q quit") })
        session.type("m")
        #expect(session.waitForOutput { $0.contains("press a number") || $0.contains("More: 1 Tab 4") })
        let start = ContinuousClock.now
        session.type("q")
        #expect(session.waitForExit() == 0)
        #expect(ContinuousClock.now - start < .seconds(2), "q took \(ContinuousClock.now - start)")
    }

    @Test func sigquitOutsideTheLiveMode_exits131_withoutABacktrace() throws {
        let process = Process()
        process.executableURL = try Tabbar.executable
        process.arguments = ["--renderer", "json", "--realtime", "--script", "wait 20"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // The first line is written after the handlers are installed.
        var firstLine = Data()
        while !firstLine.contains(0x0A), let chunk = try output.fileHandleForReading.read(upToCount: 1) {
            firstLine += chunk
        }
        kill(process.processIdentifier, SIGQUIT)
        let diagnostics = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 131)
        #expect(String(decoding: diagnostics, as: UTF8.self) == "")
    }
}
