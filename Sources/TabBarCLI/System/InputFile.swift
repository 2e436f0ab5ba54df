/// Reads the files `tabbar` is given: the manifest and the script (`-` is standard input).
enum InputFile {
    /// The largest manifest or script read, 16 MiB (a 10,000-tap script is about 200 KB), so
    /// that `/dev/zero` or a wrong file is refused instead of filling the memory.
    static let sizeLimit = 16 << 20

    /// The name used in diagnostics: the path, or `<stdin>` for `-`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Every byte of `path` (or standard input for `-`).
    ///
    /// - Throws: a ``CommandFailure`` with status 66 naming the file and the system's reason,
    ///   or 65 when it is larger than ``sizeLimit``.
    static func bytes(at path: String) throws(CommandFailure) -> [UInt8] {
        var descriptor: Int32 = 0
        if path != "-" {
            descriptor = SystemCalls.openForReading(path)
            guard descriptor >= 0 else { throw failure(path, SystemCalls.lastError) }
        }
        defer { if path != "-" { SystemCalls.closeDescriptor(descriptor) } }
        guard let bytes = SystemCalls.readAll(from: descriptor, limit: sizeLimit) else {
            throw failure(path, SystemCalls.lastError)
        }
        guard bytes.count <= sizeLimit else {
            throw CommandFailure(
                .dataError,
                "tabbar: error: '\(displayName(path))' is larger than \(sizeLimit >> 20) MiB; "
                    + "give a manifest or a script")
        }
        return bytes
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
        CommandFailure(
            .noInput, "tabbar: error: cannot read '\(displayName(path))': \(SystemCalls.errorMessage(code))")
    }
}
