import TabBarKit

/// Draws one instant of the bar as a standalone SVG document, at its real size in points.
///
/// The document is `width × 89` points: 40 points above the bar for the floating circle,
/// then the bar (49 points) filled along the wave path of the behaviour contract, with
/// every slot's icon and title, the capsule indicator and badges, dimmed and disabled tabs,
/// the More slot, the circle (diameter, sink offset and alpha), and the theme's colours.
/// A hidden bar slides below the canvas.
///
/// ```swift
/// var scene = TabBarScene()
/// for event in events { scene.apply(event) }
/// let svg = SVGFrameDrawer.document(for: scene.frame(at: .milliseconds(200)))
/// ```
public enum SVGFrameDrawer {
    /// The XML declaration every document starts with.
    public static let xmlDeclaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// A complete SVG document (XML declaration, `<svg>` root) showing `frame`.
    public static func document(for frame: SceneFrame) -> String {
        let n = SVGNumber.format
        let display = frame.display
        let geometry = SVGBarDrawing.geometry(of: display)
        let palette = SVGPalette.forTheme(display?.theme ?? .light)
        let width = geometry.layout.width
        var out = openingTag(width: width)
        out += #" data-time=""# + n(frame.time.seconds) + #"""#
        if let display {
            out += #" data-selection=""# + XMLEscaping.escape(display.selection.description) + #"""#
        }
        out += ">\n" + SVGBarDrawing.definitions + "\n"
        out += SVGBarDrawing.page(width: width, palette: palette) + "\n"
        let slide = (1 - min(max(frame.barVisibility, 0), 1)) * SVGCanvas.height
        out += #"<g class="bar" transform="translate(0 "# + n(SVGCanvas.topMargin + slide) + #")">"# + "\n"
        out += SVGBarDrawing.wave(geometry.wavePath(centre: frame.waveX), palette: palette) + "\n"
        if let display { out += SVGBarDrawing.items(display, palette: palette) + "\n" }
        let circle = frame.circle
        out +=
            #"<g class="circle" data-icon=""# + XMLEscaping.escape(circle.icon) + #"" transform="translate("#
            + n(circle.x) + " " + n(circle.y) + #")" opacity=""# + n(min(max(circle.alpha, 0), 1)) + #"">"#
            + SVGBarDrawing.circleBody(diameter: circle.diameter, icon: circle.icon, palette: palette)
            + (SVGBarDrawing.circleBadge(of: frame).map {
                SVGBarDrawing.circleBadge($0, diameter: circle.diameter, palette: palette)
            } ?? "")
            + "</g>\n"
        out += "</g>\n</svg>\n"
        return out
    }

    /// `<?xml …?>` and the opening `<svg` of a `width × 89` canvas, without the closing `>`.
    static func openingTag(width: Double) -> String {
        let n = SVGNumber.format
        return xmlDeclaration + "\n" + #"<svg xmlns="http://www.w3.org/2000/svg" width=""# + n(width)
            + #"" height=""# + n(SVGCanvas.height) + #"" viewBox="0 0 "# + n(width) + " "
            + n(SVGCanvas.height) + #"" font-family=""# + SVGCanvas.fontFamily + #"""#
    }
}
