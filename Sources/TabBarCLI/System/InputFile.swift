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

    /// The text of `path`, which must be UTF-8.
    ///
    /// - Throws: status 66 when it cannot be read, 65 when it is not UTF-8.
    static func text(at path: String) throws(CommandFailure) -> String {
        try utf8Text(try bytes(at: path), name: displayName(path))
    }

    /// `bytes` as UTF-8 text, or a status-65 failure pointing at the first bad byte.
    static func utf8Text(_ bytes: [UInt8], name: String) throws(CommandFailure) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        var column = 1
        var offset = 0
        // Find the first invalid sequence by decoding scalars one at a time.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var valid = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                valid += String(scalar).utf8.count
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput, .error:
                break loop
            }
        }
        offset = valid
        let byte = offset < bytes.count ? bytes[offset] : 0
        let hex = String(byte, radix: 16, uppercase: false)
        throw CommandFailure(
            .dataError,
            "\(name):\(line):\(column): error: the file is not UTF-8 text (byte 0x\(hex.count == 1 ? "0" + hex : hex) at offset \(offset))"
        )
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
        CommandFailure(
            .noInput, "tabbar: error: cannot read '\(displayName(path))': \(SystemCalls.errorMessage(code))")
    }
}
