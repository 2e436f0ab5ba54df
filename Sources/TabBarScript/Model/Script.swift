/// A parsed and checked script: every command, in order, with its source position.
///
/// ```swift
/// let script = try ScriptParser.parse("tap archives; wait 0.5", source: "script", configuration: configuration)
/// script.commands  // [.tap(.tab("archives")), .wait(.milliseconds(500))]
/// ```
public struct Script: Equatable, Sendable {
    /// What the script is called in diagnostics.
    public var source: String
    /// The commands with their positions.
    public var steps: [ScriptStep]

    /// A script of `steps`, called `source` in diagnostics (one built as it is played, as the
    /// live terminal's session is).
    public init(source: String, steps: [ScriptStep]) {
        self.source = source
        self.steps = steps
    }

    /// The commands alone.
    public var commands: [ScriptCommand] { steps.map(\.command) }

    /// The total of every `wait`.
    public var totalWait: Duration {
        steps.reduce(.zero) { total, step in
            if case .wait(let duration) = step.command { total + duration } else { total }
        }
    }

    /// The script in canonical form, one command per line; parsing it gives the same commands.
    public var text: String { commands.map { "\($0)\n" }.joined() }
}
