/// Reads the files `tabbar` is given: the manifest and the script (`-` is standard input).
enum InputFile {
    /// The name used in diagnostics: the path, or `<stdin>` for `-`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Every byte of `path` (or standard input for `-`).
    ///
    /// - Throws: a ``CommandFailure`` with status 66 naming the file and the system's reason.
    static func bytes(at path: String) throws(CommandFailure) -> [UInt8] {
        if path == "-" {
            guard let bytes = SystemCalls.readAll(from: 0) else { throw failure(path, SystemCalls.lastError) }
            return bytes
        }
        let descriptor = SystemCalls.openForReading(path)
        guard descriptor >= 0 else { throw failure(path, SystemCalls.lastError) }
        defer { SystemCalls.closeDescriptor(descriptor) }
        guard let bytes = SystemCalls.readAll(from: descriptor) else {
            throw failure(path, SystemCalls.lastError)
        }
        return bytes
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
        CommandFailure(
            .noInput, "tabbar: error: cannot read '\(displayName(path))': \(SystemCalls.errorMessage(code))")
    }
}
