#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directory `--frames-dir` names, where one file per frame is written — without ever
/// following a link planted there.
///
/// The rule for what is already there: the directory must be empty, or hold nothing but
/// regular files named `frame-<digits>.svg` (an earlier run's frames) or
/// `.tabbar-<pid>-<n>.tmp` (the temporary frames of a run that was killed). Anything else — another
/// file, a subdirectory, a symbolic link, even one named like a frame — and the run is refused
/// before anything is written. An earlier run's frames are removed when the new frames are in
/// place, so the directory then holds exactly this run's frames.
///
/// Frames are written to temporary names created with `O_CREAT | O_EXCL | O_NOFOLLOW` (a file
/// or link planted under that name makes the write fail, it is never opened), and renamed to
/// their final names with `renameat` once the run is over (a rename replaces a link, it never
/// writes through it). Their numbers are padded to the width the run's frame count needs, at
/// least 4 digits, so the names sort in order however many there are.
final class FrameDirectory {
    /// The directory's path as given.
    let path: PathName
    private let descriptor: Int32
    private let earlierFrames: [String]
    private var temporaryNames: [String] = []
    private let temporaryPrefix = ".tabbar-\(getpid())-"

    /// Makes sure the directory exists (creating it, not its parents), holds nothing but an
    /// earlier run's frames, and can be written (by creating and removing a file there).
    ///
    /// - Throws: a usage failure (64) quoting the path (escaped) and the reason.
    init(path: PathName) throws(CommandFailure) {
        self.path = path
        if path.withCString({ mkdir($0, 0o755) }) != 0, errno != EEXIST {
            throw Self.failure(path, "cannot create the directory: \(SystemCalls.errorMessage(errno))")
        }
        let descriptor = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let reason = errno == ENOTDIR ? "it is not a directory" : SystemCalls.errorMessage(errno)
            throw Self.failure(path, reason)
        }
        self.descriptor = descriptor
        var frames: [String] = []
        do throws(CommandFailure) {
            for name in try Self.entries(of: descriptor, path: path) {
                guard Self.isFrameName(name) || Self.isLeftover(name) else {
                    throw Self.failure(
                        path,
                        "it holds \(PathName(name).quoted); give an empty directory, or one holding only "
                            + "frame-*.svg files from an earlier run")
                }
                guard Self.isRegularFile(name, in: descriptor) else {
                    throw Self.failure(
                        path,
                        "\(PathName(name).quoted) there is not a regular file; frames are never written through a link"
                    )
                }
                frames.append(name)
            }
            try Self.checkWritable(descriptor, path: path)
        } catch {
            SystemCalls.closeDescriptor(descriptor)
            throw error
        }
        // A killed run's temporary files go now (one could bear this run's names).
        for name in frames where Self.isLeftover(name) {
            _ = name.withCString { unlinkat(descriptor, $0, 0) }
        }
        earlierFrames = frames.filter(Self.isFrameName)
    }

    deinit { SystemCalls.closeDescriptor(descriptor) }

    /// The path of `name` inside the directory, escaped for printing.
    func displayPath(_ name: String) -> String { path.appending(name).escaped }

    /// Writes frame number `number` (from 1) under a temporary name, created afresh.
    ///
    /// - Throws: an I/O failure (74) naming the file, when the system refuses.
    func writeFrame(_ text: String, number: Int) throws(CommandFailure) {
        let name = temporaryPrefix + String(number) + ".tmp"
        let file = name.withCString {
            openat(descriptor, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        guard file >= 0 else { throw writeFailure(name, errno) }
        temporaryNames.append(name)
        let code = SystemCalls.writeAll(text.utf8, to: file)
        let closed = close(file) == 0 ? 0 : errno
        guard code == 0, closed == 0 else { throw writeFailure(name, code != 0 ? code : closed) }
    }

    /// Gives the frames written their final names, `frame-0001.svg`, … padded to the width
    /// their count needs (at least 4 digits), after removing an earlier run's frames. Returns
    /// the final names in order.
    ///
    /// - Throws: an I/O failure (74) when a rename fails.
    func commit() throws(CommandFailure) -> [String] {
        for name in earlierFrames { _ = name.withCString { unlinkat(descriptor, $0, 0) } }
        let width = max(4, String(temporaryNames.count).count)
        var finalNames: [String] = []
        finalNames.reserveCapacity(temporaryNames.count)
        for (offset, temporary) in temporaryNames.enumerated() {
            let digits = String(offset + 1)
            let name = "frame-" + String(repeating: "0", count: width - digits.count) + digits + ".svg"
            let renamed = temporary.withCString { from in
                name.withCString { to in renameat(descriptor, from, descriptor, to) }
            }
            guard renamed == 0 else {
                let code = errno
                discard()
                throw writeFailure(name, code)
            }
            finalNames.append(name)
        }
        temporaryNames = []
        return finalNames
    }

    /// Removes the temporary files of a run that failed; an earlier run's frames stay.
    func discard() {
        for name in temporaryNames { _ = name.withCString { unlinkat(descriptor, $0, 0) } }
        temporaryNames = []
    }

    /// Whether `name` is a temporary frame file of a run that was killed before it could
    /// rename its frames: `.tabbar-<pid>-<number>.tmp`. Removed like an earlier run's frames.
    static func isLeftover(_ name: String) -> Bool {
        guard name.hasPrefix(".tabbar-"), name.hasSuffix(".tmp") else { return false }
        let middle = name.dropFirst(".tabbar-".count).dropLast(".tmp".count).split(
            separator: "-", omittingEmptySubsequences: false)
        return middle.count == 2
            && middle.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }

    /// Whether `name` is `frame-<digits>.svg`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".svg") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".svg".count)
        return !digits.isEmpty && digits.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    private static func isRegularFile(_ name: String, in directory: Int32) -> Bool {
        var status = stat()
        guard name.withCString({ fstatat(directory, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0 else {
            return false
        }
        return status.st_mode & S_IFMT == S_IFREG
    }

    /// The names in the directory, `.` and `..` left out.
    private static func entries(of directory: Int32, path: PathName) throws(CommandFailure) -> [String] {
        let copy = dup(directory)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { SystemCalls.closeDescriptor(copy) }
            throw failure(path, "cannot list it: \(SystemCalls.errorMessage(errno))")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates and removes a file, the only sure test (`access(2)` says yes to root for
    /// `/proc`, where nothing can be created).
    private static func checkWritable(_ directory: Int32, path: PathName) throws(CommandFailure) {
        let name = ".tabbar-\(getpid())-probe"
        let file = name.withCString {
            openat(directory, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        guard file >= 0 else {
            throw failure(path, "cannot write there: \(SystemCalls.errorMessage(errno))")
        }
        SystemCalls.closeDescriptor(file)
        _ = name.withCString { unlinkat(directory, $0, 0) }
    }

    private func writeFailure(_ name: String, _ code: Int32) -> CommandFailure {
        CommandFailure(
            .ioError, "tabbar: error: cannot write '\(displayPath(name))': \(SystemCalls.errorMessage(code))")
    }

    private static func failure(_ path: PathName, _ reason: String) -> CommandFailure {
        CommandFailure(
            .usage,
            "tabbar: error: invalid value \(path.quoted) for '--frames-dir'; expected a directory that can be "
                + "written (\(reason))\nRun 'tabbar --help' for usage.")
    }
}
