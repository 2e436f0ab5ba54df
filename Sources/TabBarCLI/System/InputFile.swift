/// Reads the files `tabbar` is given: the manifest and the script (`-` is standard input).
enum InputFile {
    /// The largest manifest or script read, 16 MiB (a 10,000-tap script is about 200 KB), so
    /// that `/dev/zero` or a wrong file is refused instead of filling the memory.
    static let sizeLimit = 16 << 20

    /// Every byte of `path` (or standard input for `-`), opened by the path's exact bytes.
    ///
    /// - Throws: a ``CommandFailure`` with status 66 naming the file (escaped) and the
    ///   system's reason, or 65 when it is larger than ``sizeLimit``.
    static func bytes(at path: PathName) throws(CommandFailure) -> [UInt8] {
        var descriptor: Int32 = 0
        if !path.isStandardInput {
            descriptor = SystemCalls.openForReading(path)
            guard descriptor >= 0 else { throw failure(path, SystemCalls.lastError) }
        }
        defer { if !path.isStandardInput { SystemCalls.closeDescriptor(descriptor) } }
        guard let bytes = SystemCalls.readAll(from: descriptor, limit: sizeLimit) else {
            throw failure(path, SystemCalls.lastError)
        }
        guard bytes.count <= sizeLimit else {
            throw CommandFailure(
                .dataError,
                "tabbar: error: '\(path.displayName)' is larger than \(sizeLimit >> 20) MiB; "
                    + "give a manifest or a script")
        }
        return bytes
    }

    private static func failure(_ path: PathName, _ code: Int32) -> CommandFailure {
        CommandFailure(
            .noInput, "tabbar: error: cannot read '\(path.displayName)': \(SystemCalls.errorMessage(code))")
    }
}
