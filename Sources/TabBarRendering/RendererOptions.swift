/// Settings a renderer may honour; each renderer documents the ones it reads.
public struct RendererOptions: Equatable, Sendable {
    /// Whether to colour the output (ANSI SGR for terminal renderers).
    public var color: Bool
    /// The width of a terminal picture, in columns.
    public var columns: Int
    /// Renderer-specific settings, by name (for your own renderers and plug-ins).
    public var extra: [String: String]

    /// The default number of columns, 80.
    public static let defaultColumns = 80

    /// Creates options; by default no colour and 80 columns.
    public init(
        color: Bool = false, columns: Int = RendererOptions.defaultColumns, extra: [String: String] = [:]
    ) {
        self.color = color
        self.columns = columns
        self.extra = extra
    }
}
