import TabBarKit

/// A grid of terminal cells: one scalar and one style each, plus any combining marks on it.
/// A wide glyph fills its cell and marks the next as its continuation. Writes outside the
/// grid are clipped.
struct TextCanvas {
    let columns: Int
    let rows: Int
    private var cells: [UInt32]
    private var styles: [TextStyle]
    /// Combining marks by cell index (rare, so kept aside).
    private var marks: [Int: [Unicode.Scalar]] = [:]

    private static let space: UInt32 = 0x20
    private static let continuation: UInt32 = 0

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Self.space, count: columns * rows)
        styles = Array(repeating: .plain, count: columns * rows)
    }

    /// Puts one scalar of width 1 or 2 at (`row`, `column`).
    mutating func put(_ scalar: Unicode.Scalar, width: Int = 1, row: Int, column: Int, style: TextStyle) {
        guard row >= 0, row < rows, column >= 0, column + width <= columns else { return }
        let index = row * columns + column
        clearHalves(at: index, row: row, width: width)
        if !marks.isEmpty {
            marks[index] = nil
            if width == 2 { marks[index + 1] = nil }
        }
        cells[index] = scalar.value
        styles[index] = style
        if width == 2 {
            cells[index + 1] = Self.continuation
            styles[index + 1] = style
        }
    }

    /// Blanks the other half of any wide glyph the cells `index ..< index + width` cut in two.
    private mutating func clearHalves(at index: Int, row: Int, width: Int) {
        let rowStart = row * columns
        if cells[index] == Self.continuation, index > rowStart { cells[index - 1] = Self.space }
        let last = index + width - 1
        if last + 1 < rowStart + columns, cells[last + 1] == Self.continuation {
            cells[last + 1] = Self.space
        }
    }

    /// Writes `run` from `column`; returns the column after it.
    @discardableResult
    mutating func write(_ run: TextRun, row: Int, column: Int, style: TextStyle) -> Int {
        var column = column
        var last: Int?
        for (scalar, width) in zip(run.scalars, run.widths) {
            if width == 0 {
                if let last { marks[last, default: []].append(scalar) }
                continue
            }
            let fits = row >= 0 && row < rows && column >= 0 && column + Int(width) <= columns
            put(scalar, width: Int(width), row: row, column: column, style: style)
            last = fits ? row * self.columns + column : nil
            column += Int(width)
        }
        return column
    }

    /// Fills `columns` of `row` with `scalar`.
    mutating func fill(_ scalar: Unicode.Scalar, row: Int, columns range: Range<Int>, style: TextStyle) {
        for column in range.clamped(to: 0..<columns) {
            put(scalar, row: row, column: column, style: style)
        }
    }

    /// The rows as text, trailing blanks trimmed; with `color`, styles become SGR sequences,
    /// and every row that sets one ends reset.
    func lines(color: Bool, theme: Theme) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(rows)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns * 4)
        let parameters = color ? Self.sgrTable(theme: theme) : []
        for row in 0..<rows {
            bytes.removeAll(keepingCapacity: true)
            let start = row * columns
            var end = start + columns
            while end > start, cells[end - 1] == Self.space, marks[end - 1] == nil { end -= 1 }
            var current = TextStyle.plain
            for index in start..<end {
                let value = cells[index]
                if value == Self.continuation { continue }
                if color, styles[index] != current {
                    current = styles[index]
                    bytes += parameters[Int(current.rawValue)]
                }
                Self.appendUTF8(value, to: &bytes)
                if let marks = marks[index] {
                    for mark in marks { Self.appendUTF8(mark.value, to: &bytes) }
                }
            }
            if color, current != .plain { bytes += parameters[Int(TextStyle.plain.rawValue)] }
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        return lines
    }

    /// The full SGR sequence of every style, by raw value (`ESC [ 0 ; … m`).
    private static func sgrTable(theme: Theme) -> [[UInt8]] {
        var table: [[UInt8]] = []
        var raw: UInt8 = 0
        while let style = TextStyle(rawValue: raw) {
            let parameters = style.parameters(theme: theme)
            table.append(Array("\u{1B}[\(parameters.isEmpty ? "0" : "0;" + parameters)m".utf8))
            raw += 1
        }
        return table
    }

    private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}
