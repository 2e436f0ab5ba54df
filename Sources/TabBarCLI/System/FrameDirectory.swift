#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directory `--frames-dir` names, where one file per frame is written.
struct FrameDirectory {
    /// The directory's path as given.
    let path: String

    /// Makes sure the directory exists (creating it, not its parents) and can be written.
    ///
    /// - Throws: a usage failure (64) quoting the path and the system's reason.
    init(path: String) throws(CommandFailure) {
        self.path = path
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw Self.failure(path, "cannot create the directory: \(SystemCalls.errorMessage(errno))")
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw Self.failure(path, "it is not a directory")
        }
        guard access(path, W_OK) == 0 else {
            throw Self.failure(path, "cannot write there: \(SystemCalls.errorMessage(errno))")
        }
    }

    /// The path of `name` inside the directory.
    func filePath(_ name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    /// Writes `text` to the file `name`, replacing it.
    ///
    /// - Throws: a failure (70) naming the file, when the system refuses mid-run.
    func write(_ text: String, to name: String) throws(CommandFailure) {
        let file = filePath(name)
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure(
                .software, "tabbar: error: cannot write '\(file)': \(SystemCalls.errorMessage(errno))")
        }
        defer { SystemCalls.closeDescriptor(descriptor) }
        guard SystemCalls.writeAll(text.utf8, to: descriptor) else {
            throw CommandFailure(
                .software, "tabbar: error: cannot write '\(file)': \(SystemCalls.errorMessage(errno))")
        }
    }

    private static func failure(_ path: String, _ reason: String) -> CommandFailure {
        CommandFailure(
            .invalidValue(
                option: "--frames-dir", value: path, expected: "a directory that can be written (\(reason))"))
    }
}
