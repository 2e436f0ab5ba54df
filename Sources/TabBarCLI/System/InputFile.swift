/// Reads the files `tabbar` is given: the manifest, the script and the state files (`-` is
/// standard input).
enum InputFile {
    /// What a file is read as, so that a refusal advises about that kind of file.
    enum Role {
        case manifest
        case script
        case state

        /// What to do instead of giving a file larger than ``InputFile/sizeLimit``.
        var sizeAdvice: String {
            switch self {
            case .manifest: "a manifest is a few kilobytes of JSON; give the bar's manifest"
            case .script: "a script is a few hundred kilobytes at most; give the script itself"
            case .state:
                "a state file is a few kilobytes of JSON; give a state as the script command 'state' prints it"
            }
        }
    }

    /// The largest manifest or script read, 16 MiB (a 10,000-tap script is about 200 KB), so
    /// that `/dev/zero` or a wrong file is refused instead of filling the memory.
    static let sizeLimit = 16 << 20

    /// Every byte of `path` (or standard input for `-`), opened by the path's exact bytes.
    ///
    /// - Throws: a ``CommandFailure`` with status 66 naming the file (escaped) and the
    ///   system's reason, or 65 when it is larger than ``sizeLimit``, with advice for a file
    ///   of its `role`.
    static func bytes(at path: PathName, as role: Role) throws(CommandFailure) -> [UInt8] {
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
                    + role.sizeAdvice)
        }
        return bytes
    }

    private static func failure(_ path: PathName, _ code: Int32) -> CommandFailure {
        CommandFailure(
            .noInput, "tabbar: error: cannot read '\(path.displayName)': \(SystemCalls.errorMessage(code))")
    }
}
