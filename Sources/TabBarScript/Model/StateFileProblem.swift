/// Why the state file of a `restore FILE` cannot be used: it cannot be read, or it is not a state.
public struct StateFileProblem: Error, Equatable, Sendable {
    /// What is wrong, naming the file and what to do.
    public var message: String
    /// Whether the file could not be read at all (`tabbar` exits 66), rather than being malformed (65).
    public var isUnreadable: Bool

    /// Creates a problem.
    public init(_ message: String, isUnreadable: Bool = false) {
        self.message = message
        self.isUnreadable = isUnreadable
    }
}
