import TabBarKit

/// Draws the bar at one instant as lines of terminal text: a pure function of a
/// `SceneFrame`, used by ``TextRenderer`` for its frames and by live terminal demos
/// (≈30 times a second; ``LiveTextBarDrawer`` caches what it can) for the frames in between.
///
/// ```
/// t=0.000  selected: lessons
///            ( ⌓ )
/// ───────╮           ╭────────────────────────────────────────────────────────────
///        ╰───────────╯
///              ⌓                          ▤ (3)                     ⌕
///          [Lessons]                  Archives                   Search
/// ```
///
/// - The header: time (seconds of virtual time), selection, `locked` while the bar refuses
///   taps, `hidden`, the tabs whose animated icon is playing (`animating: lessons`), and any
///   notes (owner reports).
/// - The circle with the selected icon (see ``IconGlyph``) floats above the bar at its x,
///   sinks a row for every 15 points of its y, and shows `· ⌕ ·` when faded and `·   ·`
///   when fully transparent.
/// - The top edge with the wave's dip, from `x − radius` to `x + radius`.
/// - Icons (badges beside them as `(3)`), then titles: the selected slot's in brackets as
///   the capsule indicator (`[Lessons]`), a disabled tab's between tildes (`~Search~`).
/// - With a More slot, a last row lists the tabs under More.
/// - Hidden: the header and `[tab bar hidden]`; while the bar slides, only its top rows
///   show, lower down.
///
/// Points map linearly to columns (``column(ofX:width:columns:)``). With `color`, ANSI SGR
/// sequences colour the picture (accent for selection, dim for unselected and faded, struck
/// through for disabled, red badges); plain text carries the same meaning in characters.
/// Every string from the data goes through ``TerminalSanitizer`` and is cut to its slot's
/// width.
public enum TextBarDrawer {
    /// The fewest columns drawn; narrower requests are widened to this.
    public static let minimumColumns = 20
    /// The most columns drawn; wider requests are narrowed to this.
    public static let maximumColumns = 1000
    /// The line shown in place of a hidden bar.
    public static let hiddenBarText = "[tab bar hidden]"

    /// The column of `x` points in a bar `width` points wide drawn in `columns` columns:
    /// `floor(x / width × columns)`, kept inside `0 ..< columns`.
    public static func column(ofX x: Double, width: Double, columns: Int) -> Int {
        guard x.isFinite, width.isFinite, width > 0, columns > 0 else { return 0 }
        let column = (x / width * Double(columns)).rounded(.down)
        return Int(min(max(column, 0), Double(columns - 1)))
    }

    /// How many rows below resting a circle at offset `y` is drawn: 0, 1 or 2 (one row per
    /// half of the sink offset, rounded).
    public static func sinkRows(forY y: Double) -> Int {
        guard y.isFinite else { return 0 }
        let rows = (y / TabBarMetrics.sinkOffset * 2).rounded()
        return Int(min(max(rows, 0), 2))
    }

    /// `t=0.400`: the time in seconds with three decimals.
    public static func timeText(_ time: Duration) -> String {
        "t=" + DecimalText.secondsWithThreeDecimals(milliseconds: max(time.wholeMilliseconds, 0))
    }

    /// The header line: time, selection, `locked`, `hidden`, the tabs whose icon animation
    /// input is on (`animating: lessons`) and `notes`, each sanitised on its own (see
    /// ``TerminalSanitizer``).
    public static func header(for frame: SceneFrame, notes: [String] = []) -> String {
        var text = timeText(frame.time)
        if let display = frame.display {
            text += "  selected: " + TerminalSanitizer.clean(display.selection.description)
        }
        var marks: [String] = []
        if !frame.isInteractionEnabled { marks.append("locked") }
        if frame.display?.isHidden == true { marks.append("hidden") }
        if !frame.activeInputs.isEmpty {
            marks.append("animating: " + frame.activeInputs.map(\.rawValue).sorted().joined(separator: ", "))
        }
        marks += notes
        for mark in marks { text += "  · " + TerminalSanitizer.clean(mark) }
        return text
    }

    /// The bar at `frame` as lines of at most `columns` columns (clamped to
    /// ``minimumColumns`` … ``maximumColumns``), without line breaks. `notes` (such as
    /// owner reports) go in the header; they are sanitised like all data.
    public static func draw(
        _ frame: SceneFrame, columns: Int = RendererOptions.defaultColumns, color: Bool = false,
        notes: [String] = []
    ) -> [String] {
        draw(frame, columns: columns, color: color, notes: notes) { display, columns in
            slotLines(of: display, columns: columns, color: color)
        }
    }

    /// Draws `frame`, taking the lines of the icon, title and More rows of a fully shown bar
    /// from `slotLines` (which ``LiveTextBarDrawer`` caches).
    static func draw(
        _ frame: SceneFrame, columns: Int, color: Bool, notes: [String],
        slotLines: (TabBarDisplay, Int) -> [String]
    ) -> [String] {
        let columns = min(max(columns, minimumColumns), maximumColumns)
        let theme = frame.display?.theme ?? .light
        let visibility = frame.barVisibility.isFinite ? min(max(frame.barVisibility, 0), 1) : 1
        let headerRun = TextRun(header(for: frame, notes: notes)).truncated(to: columns)
        guard let display = frame.display, visibility > 0.001 else {
            var canvas = TextCanvas(columns: columns, rows: 2)
            canvas.write(headerRun, row: 0, column: 0, style: .header)
            let placeholder = TextRun(frame.display == nil ? "[tab bar not displayed yet]" : hiddenBarText)
            canvas.write(
                placeholder, row: 1, column: max(0, (columns - placeholder.width) / 2), style: .unselected)
            return canvas.lines(color: color, theme: theme)
        }
        let barRows = barRowCount(of: display)
        let visibleRows = Int((visibility * Double(barRows)).rounded(.up))
        guard visibleRows < barRows else {
            // Fully shown: draw the moving rows (circle, edge, dip); the others come ready.
            var canvas = TextCanvas(columns: columns, rows: 1 + TextBarPainter.iconRow)
            canvas.write(headerRun, row: 0, column: 0, style: .header)
            var bar = TextBarPainter(canvas: canvas, top: 1, display: display, columns: columns)
            bar.drawWave(x: frame.waveX, radius: frame.waveRadius)
            bar.drawCircle(frame.circle)
            return bar.canvas.lines(color: color, theme: theme) + slotLines(display, columns)
        }
        var canvas = TextCanvas(columns: columns, rows: 1 + barRows)
        canvas.write(headerRun, row: 0, column: 0, style: .header)
        var bar = TextBarPainter(
            canvas: canvas, top: 1 + barRows - visibleRows, display: display, columns: columns)
        bar.drawWave(x: frame.waveX, radius: frame.waveRadius)
        bar.drawSlots()
        bar.drawMoreList()
        bar.drawCircle(frame.circle)
        return bar.canvas.lines(color: color, theme: theme)
    }

    /// The rows below the header: circle, edge, dip, icons, titles, and More when there is one.
    private static func barRowCount(of display: TabBarDisplay) -> Int {
        display.moreSlot == nil ? TextBarPainter.moreRow : TextBarPainter.moreRow + 1
    }

    /// The icon, title and More rows of a fully shown bar: they change only with the display.
    static func slotLines(of display: TabBarDisplay, columns: Int, color: Bool) -> [String] {
        let barRows = barRowCount(of: display)
        var bar = TextBarPainter(
            canvas: TextCanvas(columns: columns, rows: 1 + barRows), top: 1, display: display,
            columns: columns)
        bar.drawSlots()
        bar.drawMoreList()
        return Array(bar.canvas.lines(color: color, theme: display.theme)[(1 + TextBarPainter.iconRow)...])
    }

    /// `title` cut to fit `maxWidth` with its marks: `[Title]` selected, `~Title~` disabled.
    static func decoratedTitle(_ title: String, isSelected: Bool, isEnabled: Bool, maxWidth: Int) -> TextRun {
        var marks = (open: "", close: "")
        if !isEnabled { marks = ("~", "~") }
        if isSelected { marks = ("[" + marks.open, marks.close + "]") }
        let markWidth = marks.open.count + marks.close.count
        let body = TextRun(title).truncated(to: max(1, maxWidth - markWidth))
        var run = TextRun(marks.open)
        run.append(body)
        run.append(TextRun(marks.close))
        return run
    }
}
