/// Diagnostics: standard error, unbuffered, one message per line. A closed standard error is
/// ignored — there is nowhere else to complain to.
enum StandardError {
    static func write(_ message: String) {
        let line = message.hasSuffix("\n") ? message : message + "\n"
        _ = SystemCalls.writeAll(line.utf8, to: 2)
    }
}
