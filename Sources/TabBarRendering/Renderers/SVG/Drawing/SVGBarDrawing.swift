import TabBarKit

/// The pieces of a tab bar picture, shared by single frames and the animated document.
/// Coordinates are the bar's own (y = 0 at its top edge); callers translate by the canvas margin.
enum SVGBarDrawing {
    /// The geometry of `display`, or of a default empty bar before any `display`.
    static func geometry(of display: TabBarDisplay?) -> TabBarGeometry {
        display?.geometry ?? TabBarGeometry(layout: TabBarLayout(), slotCount: 0)
    }

    /// The wave path as exact SVG path data: `M`, `L`, `Q`, `C`, `Z` with shortest numbers.
    static func pathData(_ elements: [PathElement]) -> String {
        func point(_ p: Point) -> String { SVGNumber.format(p.x) + " " + SVGNumber.format(p.y) }
        return elements.map { element in
            switch element {
            case .move(let to): "M" + point(to)
            case .line(let to): "L" + point(to)
            case .quadCurve(let to, let control): "Q" + point(control) + " " + point(to)
            case .curve(let to, let c1, let c2): "C" + point(c1) + " " + point(c2) + " " + point(to)
            case .close: "Z"
            }
        }.joined()
    }

    /// The bar's fill along the whole wave path, and a hairline along its top edge only.
    static func wave(_ path: [PathElement], palette: SVGPalette) -> String {
        #"<path class="wave" d=""# + pathData(path) + #"" fill=""# + palette.bar + #""/>"#
            + #"<path class="edge" d=""# + pathData(topEdge(of: path)) + #"" fill="none" stroke=""#
            + palette.edge
            + #"" stroke-width="0.5"/>"#
    }

    /// The path up to the end of the bar's top edge (the dip included, the sides and bottom not).
    static func topEdge(of path: [PathElement]) -> [PathElement] {
        Array(
            path.prefix { element in
                if case .line(let to) = element { return to.y == 0 }
                return element != .close
            })
    }

    /// The definitions every document starts with: the blur of the circle's shadow.
    static let definitions =
        #"<defs><filter id="circle-shadow" x="-50%" y="-50%" width="200%" height="200%">"#
        + #"<feGaussianBlur stdDeviation="3"/></filter></defs>"#

    /// The opening of the circle's soft shadow (a blurred dark disc a little lower), up to its `r`.
    static let shadowOpening =
        ##"<circle class="shadow" cy="3" fill="#000000" fill-opacity="0.25" filter="url(#circle-shadow)" r=""##

    /// The page behind the bar, filling the canvas.
    static func page(width: Double, palette: SVGPalette) -> String {
        #"<rect class="page" x="0" y="0" width=""# + SVGNumber.format(width) + #"" height=""#
            + SVGNumber.format(SVGCanvas.height) + #"" fill=""# + palette.page + #""/>"#
    }

    /// The lowest point of the dip below the bar's top edge: the cubic's middle.
    static func dipDepth(_ geometry: TabBarGeometry) -> Double {
        for case .curve(let to, let c1, let c2) in geometry.wavePath(centre: 0) {
            let start = to.y  // the cubic starts and ends at the same height
            return 0.125 * start + 0.375 * c1.y + 0.375 * c2.y + 0.125 * to.y
        }
        return geometry.waveRadius
    }

    /// Every slot's icon, title and badge, the capsule indicator over the selected slot, and the
    /// More slot. The selected slot's icon is in the circle, so the slot shows only its title.
    static func items(_ display: TabBarDisplay, palette: SVGPalette) -> String {
        let geometry = display.geometry
        var out =
            #"<g class="items" font-size=""# + SVGNumber.format(SVGCanvas.titleSize)
            + #"" text-anchor="middle">"#
        for item in display.items {
            guard let slot = item.slot, let x = item.x else { continue }
            out += slotGroup(
                title: item.showsTitle ? item.tab.title : nil, icon: item.tab.icon, badge: item.badge, x: x,
                isSelectedSlot: slot == display.selectedSlot, opacity: item.opacity,
                isEnabled: item.tab.isEnabled, label: item.accessibilityLabel, geometry: geometry,
                palette: palette)
        }
        if let more = display.more {
            out += slotGroup(
                title: more.showsTitle ? more.title : nil, icon: more.icon, badge: nil, x: more.x,
                isSelectedSlot: more.isSelected,
                opacity: more.opacity, isEnabled: true, label: more.accessibilityLabel, geometry: geometry,
                palette: palette)
        }
        return out + "</g>"
    }

    // swift-format-ignore: FunctionParameterCount
    private static func slotGroup(
        title: String?, icon: String, badge: String?, x: Double, isSelectedSlot: Bool, opacity: Double,
        isEnabled: Bool, label: String, geometry: TabBarGeometry, palette: SVGPalette
    ) -> String {
        let n = SVGNumber.format
        // The selected slot reads at full strength even when its tab is the More list's pick.
        let shown = isEnabled ? (isSelectedSlot ? 1 : opacity) : 0.25
        var out = #"<g class="slot"#
        out += isSelectedSlot ? " selected" : ""
        out += isEnabled ? "" : " disabled"
        out += #""><title>"# + XMLEscaping.escape(label) + "</title>"
        out += #"<g opacity=""# + n(shown) + #"">"#
        if isSelectedSlot {
            let radius = geometry.circleDiameter / 2
            let capsuleY = radius + (dipDepth(geometry) - radius - SVGCanvas.capsuleHeight) / 3
            out +=
                #"<rect class="indicator" x=""# + n(x - SVGCanvas.capsuleWidth / 2) + #"" y=""# + n(capsuleY)
                + #"" width=""# + n(SVGCanvas.capsuleWidth) + #"" height=""# + n(SVGCanvas.capsuleHeight)
                + #"" rx=""# + n(SVGCanvas.capsuleHeight / 2) + #"" fill=""# + palette.accent + #""/>"#
        } else {
            out += SVGGlyph.group(icon, x: x, y: SVGCanvas.iconY, color: palette.ink)
            if !isEnabled {
                out +=
                    #"<path class="slash" d="M"# + n(x - 11) + " " + n(SVGCanvas.iconY - 11) + "L" + n(x + 11)
                    + " " + n(SVGCanvas.iconY + 11) + #"" stroke=""# + palette.ink
                    + #"" stroke-width="1.8"/>"#
            }
        }
        // A hidden title (configuration `labels`) is not drawn.
        if let title {
            out +=
                #"<text x=""# + n(x) + #"" y=""# + n(SVGCanvas.titleBaseline) + #"" fill=""#
                + (isSelectedSlot ? palette.accent : palette.ink) + #"" font-weight=""#
                + (isSelectedSlot ? "600" : "400") + #"">"# + XMLEscaping.escape(title) + "</text>"
        }
        out += "</g>"
        // The selected slot's badge rides on the circle (see `circleBadge(of:)`).
        if let badge, !isSelectedSlot {
            out += self.badge(badge, x: x + 11, y: SVGCanvas.iconY - 11, palette: palette)
        }
        return out + "</g>"
    }

    /// A red pill centred at (`x`, `y`) holding `text` (at most 4 characters, then `…`); a dot
    /// badge (shown as `""`) is a red dot.
    static func badge(_ text: String, x: Double, y: Double, palette: SVGPalette) -> String {
        let n = SVGNumber.format
        if text.isEmpty {
            return #"<circle class="badge dot" cx=""# + n(x - 3) + #"" cy=""# + n(y + 3) + #"" r="4" fill=""#
                + palette.badge + #""/>"#
        }
        let shown = text.count > 4 ? String(text.prefix(3)) + "…" : text
        let height = 15.0
        let width = max(height, 6.5 * Double(shown.count) + 8)
        return #"<g class="badge" font-size="10" text-anchor="middle"><rect x=""# + n(x - width / 2)
            + #"" y=""# + n(y - height / 2)
            + #"" width=""#
            + n(width) + #"" height=""# + n(height) + #"" rx=""# + n(height / 2) + #"" fill=""#
            + palette.badge
            + #""/><text x=""# + n(x) + #"" y=""# + n(y + 3.5) + #"" fill=""# + palette.onAccent
            + #"" font-weight="600">"#
            + XMLEscaping.escape(shown) + "</text></g>"
    }

    /// The selected tab's badge, to draw on the circle: only while the circle is over the
    /// selected slot, so it sinks, fades and rises with it and never floats on its own.
    static func circleBadge(of frame: SceneFrame) -> String? {
        guard let display = frame.display, case .tab(let id) = display.selection,
            let item = display.items.first(where: { $0.tab.id == id }), let x = item.x,
            let badge = item.badge, abs(frame.circle.x - x) < 0.5
        else { return nil }
        return badge
    }

    /// A badge at the circle's top right, for a circle of `diameter` centred on the origin.
    static func circleBadge(_ text: String, diameter: Double, palette: SVGPalette) -> String {
        badge(text, x: diameter * 0.36, y: -diameter * 0.36, palette: palette)
    }

    /// The circle's disc and icon, centred on the origin.
    static func circleBody(diameter: Double, icon: String, palette: SVGPalette) -> String {
        shadowOpening + SVGNumber.format(diameter / 2) + #""/>"#
            + #"<circle r=""# + SVGNumber.format(diameter / 2) + #"" fill=""# + palette.accent + #""/>"#
            + SVGGlyph.group(icon, x: 0, y: 0, color: palette.onAccent, scale: 1.1)
    }
}
