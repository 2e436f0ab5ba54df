import TabBarKit

/// Draws the bar's rows onto a canvas, `top` being the canvas row of the circle row: the
/// drawing half of ``TextBarDrawer``.
struct TextBarPainter {
    /// The bar's rows, counted from the circle row; the More row only with a More slot.
    static let circleRow = 0
    static let edgeRow = 1
    static let dipRow = 2
    static let iconRow = 3
    static let titleRow = 4
    static let moreRow = 5

    var canvas: TextCanvas
    let top: Int
    let display: TabBarDisplay
    let columns: Int
    let width: Double
    let geometry: TabBarGeometry
    let slotColumns: Double

    init(canvas: TextCanvas, top: Int, display: TabBarDisplay, columns: Int) {
        self.canvas = canvas
        self.top = top
        self.display = display
        self.columns = columns
        width = display.layout.width
        geometry = display.geometry
        slotColumns = Double(columns) / Double(max(display.slotCount, 1))
    }

    func column(_ x: Double) -> Int { TextBarDrawer.column(ofX: x, width: width, columns: columns) }

    /// The top edge with the dip from `x − radius` to `x + radius`.
    mutating func drawWave(x: Double, radius: Double) {
        let radius = radius.isFinite ? abs(radius) : 0
        var left = column(x - radius)
        var right = column(x + radius)
        if right - left < 2 {
            let centre = column(x)
            left = max(centre - 1, 0)
            right = min(left + 2, columns - 1)
        }
        canvas.fill("─", row: top + Self.edgeRow, columns: 0..<columns, style: .edge)
        canvas.fill(" ", row: top + Self.edgeRow, columns: (left + 1)..<right, style: .plain)
        canvas.put("╮", row: top + Self.edgeRow, column: left, style: .edge)
        canvas.put("╭", row: top + Self.edgeRow, column: right, style: .edge)
        canvas.put("╰", row: top + Self.dipRow, column: left, style: .edge)
        canvas.fill("─", row: top + Self.dipRow, columns: (left + 1)..<right, style: .edge)
        canvas.put("╯", row: top + Self.dipRow, column: right, style: .edge)
    }

    /// Icons with badges, and titles, of every slot (the More slot included).
    mutating func drawSlots() {
        let more = display.moreSlot
        for (index, tab) in display.tabs.enumerated() {
            if let more, index >= more { break }
            drawSlot(
                index, title: tab.title, icon: tab.icon, badge: tab.badge,
                isEnabled: tab.isEnabled
            )
        }
        if let more {
            drawSlot(
                more, title: MoreSlotDisplay.title, icon: MoreSlotDisplay.icon, badge: nil,
                isEnabled: true)
        }
    }

    private mutating func drawSlot(
        _ slot: Int, title: String, icon: String, badge: TabBadge?, isEnabled: Bool
    ) {
        let isSelected = slot == display.selectedSlot
        let showsTitle = display.labels.showsTitle(isSelectedSlot: isSelected, slotCount: display.slotCount)
        let style: TextStyle = !isEnabled ? .disabled : isSelected ? .selected : .unselected
        let centre = column(geometry.x(ofSlot: slot))
        let halfSlot = Int(slotColumns / 2)

        let glyph = TextRun(IconGlyph.glyph(for: icon))
        let afterIcon = canvas.write(glyph, row: top + Self.iconRow, column: centre, style: style)
        if let badge {
            let text = Self.badgeRun(badge, limit: display.badgeLimit).truncated(to: max(3, halfSlot - 2))
            canvas.write(text, row: top + Self.iconRow, column: afterIcon + 1, style: .badge)
        }

        // A hidden title (configuration `labels`) is not drawn at all.
        guard showsTitle else { return }
        let available = max(1, Int(slotColumns) - 1)
        let label = TextBarDrawer.decoratedTitle(
            title, isSelected: isSelected, isEnabled: isEnabled, maxWidth: available)
        let start = min(max(centre - label.width / 2, 0), max(columns - label.width, 0))
        canvas.write(label, row: top + Self.titleRow, column: start, style: style)
    }

    /// The tabs listed under More, on the last row: `More: ⍾ Alerts  [⚙ Settings]`.
    mutating func drawMoreList() {
        guard let more = display.moreSlot, more < display.tabs.count else { return }
        let row = top + Self.moreRow
        let listStyle: TextStyle = display.selection == .more ? .selected : .unselected
        var column = canvas.write(TextRun("More ▸"), row: row, column: 1, style: listStyle) - 1
        for tab in display.tabs[more...] {
            let isSelected = display.selection == .tab(tab.id)
            let style: TextStyle = !tab.isEnabled ? .disabled : isSelected ? .selected : .unselected
            var text = TextRun(IconGlyph.glyph(for: tab.icon))
            text.append(" ")
            text.append(
                TextBarDrawer.decoratedTitle(
                    tab.title, isSelected: isSelected, isEnabled: tab.isEnabled,
                    maxWidth: max(4, columns / 4)))
            column += 2
            if column + text.width > columns {
                canvas.put("…", row: row, column: min(column - 1, columns - 1), style: .plain)
                return
            }
            column = canvas.write(text, row: row, column: column, style: style)
            if let badge = tab.badge {
                let badgeText = Self.badgeRun(badge, limit: display.badgeLimit).truncated(to: 8)
                column = canvas.write(badgeText, row: row, column: column + 1, style: .badge)
            }
        }
    }

    /// A badge as the bar shows it: `(3)`, `(99+)`, or `•` for a dot.
    static func badgeRun(_ badge: TabBadge, limit: Int) -> TextRun {
        badge.kind == .dot ? TextRun("•") : badgeRun(badge.shown(limit: limit))
    }

    /// `(3)`: the badge sanitised on its own, so that nothing in it can swallow the marks.
    static func badgeRun(_ badge: String) -> TextRun {
        var run = TextRun("(")
        run.append(TextRun(badge))
        run.append(TextRun(")"))
        return run
    }

    /// The floating circle: `( ⌕ )` resting, lower when sunk, dotted when faded.
    mutating func drawCircle(_ circle: CircleState) {
        let alpha = circle.alpha.isFinite ? circle.alpha : 1
        let glyph = alpha > 0.001 ? TextRun(IconGlyph.glyph(for: circle.icon)) : TextRun(" ")
        let isSolid = alpha >= 0.999
        let total = glyph.width + 4
        let start = min(max(column(circle.x) - 2, 0), max(columns - total, 0))
        let row = top + Self.circleRow + TextBarDrawer.sinkRows(forY: circle.y)
        let style: TextStyle = isSolid ? .circle : .fadedCircle
        canvas.put(isSolid ? "(" : "·", row: row, column: start, style: style)
        canvas.put(" ", row: row, column: start + 1, style: style)
        let after = canvas.write(glyph, row: row, column: start + 2, style: style)
        canvas.put(" ", row: row, column: after, style: style)
        canvas.put(isSolid ? ")" : "·", row: row, column: after + 1, style: style)
    }
}
