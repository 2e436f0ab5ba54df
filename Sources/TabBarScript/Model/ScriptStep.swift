/// One command of a script and where it was written.
public struct ScriptStep: Equatable, Sendable {
    /// The command.
    public var command: ScriptCommand
    /// The position of the command's first word.
    public var position: ScriptPosition

    /// Creates a step.
    public init(_ command: ScriptCommand, at position: ScriptPosition) {
        self.command = command
        self.position = position
    }
}
