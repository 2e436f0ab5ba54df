import TabBarKit

/// The colours of one theme.
struct SVGPalette: Equatable, Sendable {
    /// Behind the bar: the app's content.
    var page: String
    /// The bar's fill.
    var bar: String
    /// The hairline along the bar's top edge.
    var edge: String
    /// Titles and icons.
    var ink: String
    /// The circle and the capsule indicator.
    var accent: String
    /// Icons on the accent colour.
    var onAccent: String
    /// Badge pills.
    var badge: String

    /// iOS-like system colours for `theme`.
    static func forTheme(_ theme: Theme) -> SVGPalette {
        switch theme {
        case .light:
            SVGPalette(
                page: "#f2f2f7", bar: "#ffffff", edge: "#d1d1d6", ink: "#1c1c1e", accent: "#007aff",
                onAccent: "#ffffff", badge: "#ff3b30")
        case .dark:
            SVGPalette(
                page: "#000000", bar: "#1c1c1e", edge: "#38383a", ink: "#f2f2f7", accent: "#0a84ff",
                onAccent: "#ffffff", badge: "#ff453a")
        }
    }
}
