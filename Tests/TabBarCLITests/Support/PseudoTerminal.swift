import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `tabbar` with a pseudo-terminal as its standard input and output, as if a person
/// had started it in a terminal: the test types keys into the master side and reads
/// everything the program draws.
final class PseudoTerminalSession: @unchecked Sendable {
    private let process = Process()
    private let master: Int32
    private let condition = NSCondition()
    private var output: [UInt8] = []
    private var isDrained = false
    let errorURL: URL
    /// The program's working directory, fresh for each session (it holds the captured
    /// standard error and anything the program writes there, such as `w`'s test file).
    let directory: URL

    /// Starts `tabbar` with `arguments` on a fresh pseudo-terminal `columns` wide.
    init(_ arguments: [String], columns: UInt16 = 80, environment: [String: String] = [:]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.EIO) }
        self.master = master
        directory = try Tabbar.temporaryDirectory()
        errorURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = try Tabbar.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm"].merging(
            environment
        ) {
            $1
        }
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        try terminal.close()
        Thread.detachNewThread { [self] in drain() }
    }

    /// Reads the master side until the program and its terminal are gone.
    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            condition.lock()
            if count > 0 { output += chunk[..<count] } else { isDrained = true }
            condition.broadcast()
            condition.unlock()
            if count <= 0 { return }
        }
    }

    /// Everything drawn so far, as text.
    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: output, as: UTF8.self)
    }

    /// Waits until `predicate` holds for the output (or 30 s pass, for a test that would
    /// otherwise hang); returns whether it held.
    @discardableResult
    func waitForOutput(_ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(String(decoding: output, as: UTF8.self)) {
            if isDrained || !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// Types `keys` into the terminal.
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Changes the terminal's size, as a window resize does, and tells the program
    /// (the kernel signals only a controlling terminal's process group).
    func resize(columns: UInt16) {
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        send(signal: SIGWINCH)
    }

    /// Sends `signal` to the program.
    func send(signal: Int32) { kill(process.processIdentifier, signal) }

    /// Whether the system shows a process's run state (`/proc/<pid>/stat`, Linux).
    static let canReadProcessState = FileManager.default.fileExists(atPath: "/proc/self/stat")

    /// The program's run state as `/proc/<pid>/stat` gives it (`R`, `S`, `T` for stopped, …),
    /// or `nil` when it cannot be read.
    var processState: Character? {
        guard
            let stat = try? String(
                contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        // `pid (name) state …`: the state follows the name's closing parenthesis and a space.
        return stat[stat.index(after: end)...].first { $0 != " " }
    }

    /// Waits until the program's run state satisfies `predicate` (or 30 s pass); returns whether
    /// it did.
    func waitForProcessState(_ predicate: (Character?) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while !predicate(processState) {
            guard ContinuousClock.now < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Waits for the program to exit and its output to be read; returns the exit status, or
    /// -1 when it is still running after 30 s (it is then killed, so a broken test cannot hang).
    func waitForExit() -> Int32 {
        _ = waitForOutput { _ in false }  // returns once the terminal is closed, or after 30 s
        condition.lock()
        let hasClosedTheTerminal = isDrained
        condition.unlock()
        if !hasClosedTheTerminal { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        close(master)
        return hasClosedTheTerminal ? process.terminationStatus : -1
    }

    /// Whether the program died of a signal.
    var wasSignalled: Bool { process.terminationReason == .uncaughtSignal }

    /// What the program wrote to standard error.
    var errorText: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }
}
