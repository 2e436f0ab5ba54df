import TabBarKit

/// Draws many frames of one bar quickly, for a live terminal display (≈30 frames a second):
/// the same pictures as ``TextBarDrawer/draw(_:columns:color:notes:)``, but the rows that
/// change only when the bar's display changes (icons, badges, titles, the More list) are
/// drawn once per display and reused.
///
/// ```swift
/// let drawer = LiveTextBarDrawer(columns: terminalWidth, color: true)
/// let lines = drawer.draw(scene.frame(at: scheduler.now))
/// ```
public final class LiveTextBarDrawer {
    /// The width of the picture, in columns.
    public let columns: Int
    /// Whether the picture is coloured with ANSI SGR sequences.
    public let color: Bool
    private var cachedDisplay: TabBarDisplay?
    private var cachedLines: [String] = []

    /// Creates a drawer for pictures `columns` wide.
    public init(columns: Int = RendererOptions.defaultColumns, color: Bool = false) {
        self.columns = columns
        self.color = color
    }

    /// The bar at `frame` as lines, with `notes` in the header.
    public func draw(_ frame: SceneFrame, notes: [String] = []) -> [String] {
        TextBarDrawer.draw(frame, columns: columns, color: color, notes: notes) { display, columns in
            if display != cachedDisplay {
                cachedLines = TextBarDrawer.slotLines(of: display, columns: columns, color: color)
                cachedDisplay = display
            }
            return cachedLines
        }
    }
}
