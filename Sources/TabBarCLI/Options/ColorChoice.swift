/// When to colour the output (`--color`).
public enum ColorChoice: String, CaseIterable, Equatable, Sendable {
    /// Only when standard output is a terminal and `NO_COLOR` is unset or empty (the default).
    case auto
    /// Always, even into a pipe or a file.
    case always
    /// Never.
    case never

    /// Whether to colour, given where the output goes and the environment.
    ///
    /// `NO_COLOR` present and not empty turns `auto` off, as no-color.org defines it
    /// (`NO_COLOR=` leaves colour on); `always` and `never` are explicit and win over it.
    public func isEnabled(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
