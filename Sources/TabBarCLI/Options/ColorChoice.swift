/// When to colour the output (`--color`).
public enum ColorChoice: String, CaseIterable, Equatable, Sendable {
    /// Only when standard output is a terminal and `NO_COLOR` is unset (the default).
    case auto
    /// Always, even into a pipe or a file.
    case always
    /// Never.
    case never

    /// Whether to colour, given where the output goes and the environment.
    ///
    /// `NO_COLOR` set to any value turns `auto` off (see no-color.org); `always` and `never`
    /// are explicit and win over it.
    public func isEnabled(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && environment["NO_COLOR"] == nil
        }
    }
}
