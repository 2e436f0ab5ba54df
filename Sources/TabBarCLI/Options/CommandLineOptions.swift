import TabBarKit

/// Everything `tabbar`'s arguments ask for, parsed and checked but not yet acted on.
///
/// ```swift
/// let options = try OptionParser.parse(["--renderer", "json", "--script", "tap search"])
/// options.renderer  // "json"
/// ```
public struct CommandLineOptions: Equatable, Sendable {
    /// What the invocation asks for.
    public enum Action: Equatable, Sendable {
        /// Drive the tab bar (interactively, with the tour, or with a script).
        case run
        /// Print the help text.
        case help
        /// Print the version.
        case version
        /// Print the renderers and what they draw.
        case listRenderers
    }

    /// Where the script comes from.
    public enum ScriptSource: Equatable, Sendable {
        /// `--script TEXT`.
        case text(String)
        /// `--script-file FILE`; the path `-` means standard input.
        case file(PathName)
    }

    /// What to do.
    public var action: Action = .run
    /// The renderer's name (`--renderer`); `text` by default.
    public var renderer = "text"
    /// The manifest to read instead of the demo (`--manifest`).
    public var manifestPath: PathName?
    /// The script, if one was given.
    public var script: ScriptSource?
    /// `--tap-policy`, overriding the manifest.
    public var tapPolicy: TapPolicy?
    /// `--reduce-motion`: Reduce Motion on, whatever the manifest says.
    public var reduceMotion = false
    /// `--width` in points, overriding the manifest.
    public var width: Double?
    /// `--portrait` / `--landscape`, overriding the manifest.
    public var orientation: Orientation?
    /// `--ltr` / `--rtl`, overriding the manifest.
    public var direction: LayoutDirection?
    /// `--theme`, overriding the manifest.
    public var theme: Theme?
    /// `--max-visible`, overriding the manifest.
    public var maxVisible: Int?
    /// `--labels`, overriding the manifest.
    public var labels: LabelVisibility?
    /// `--badge-limit`, overriding the manifest.
    public var badgeLimit: Int?
    /// `--restore FILE`: a state to restore after start, before the script.
    public var restorePath: PathName?
    /// `--color`; `auto` by default.
    public var color: ColorChoice = .auto
    /// `--realtime`: play the script against the real clock.
    public var isRealtime = false
    /// `--renderer-plugin PATH`: a renderer from a shared library.
    public var rendererPlugin: PathName?
    /// `--frames-dir DIR`: the svg renderer writes one file per frame there.
    public var framesDirectory: PathName?
    /// `--animate`: the svg renderer writes one animated SVG.
    public var isAnimated = false
    /// `--emit-test swift-testing|xctest`: print the script as a test file instead of playing it.
    public var emitTest: TestEmitter.Runner?

    /// The defaults: the text renderer, the demo manifest, the built-in tour or live mode.
    public init() {}

    /// Applies the layout, theme, policy and slot flags on top of a manifest's configuration.
    public func applied(to configuration: TabBarConfiguration) -> TabBarConfiguration {
        var configuration = configuration
        if let tapPolicy { configuration.tapPolicy = tapPolicy }
        if reduceMotion { configuration.reduceMotion = true }
        if let width { configuration.layout.width = width }
        if let orientation { configuration.layout.orientation = orientation }
        if let direction { configuration.layout.direction = direction }
        if let theme { configuration.theme = theme }
        if let maxVisible { configuration.maxVisible = maxVisible }
        if let labels { configuration.labels = labels }
        if let badgeLimit { configuration.badgeLimit = badgeLimit }
        return configuration
    }
}
