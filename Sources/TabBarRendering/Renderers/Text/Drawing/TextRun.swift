/// Sanitised text split into scalars with their column widths, ready to place on a canvas.
/// Zero-width scalars (combining marks) are kept after the scalar they modify; any at the
/// very start, with nothing to modify, are dropped.
struct TextRun {
    var scalars: [Unicode.Scalar] = []
    var widths: [UInt8] = []
    /// The total width in columns.
    var width = 0

    init() {}

    /// `text` sanitised (see ``TerminalSanitizer/clean(_:)``).
    init(_ text: String) {
        append(text)
    }

    /// Appends `text`, sanitised.
    mutating func append(_ text: String) {
        let clean = TerminalSanitizer.isClean(text) ? text : TerminalSanitizer.clean(text)
        for scalar in clean.unicodeScalars {
            let scalarWidth = TerminalSanitizer.displayWidth(of: scalar)
            guard scalarWidth > 0 || !scalars.isEmpty else { continue }
            scalars.append(scalar)
            widths.append(UInt8(scalarWidth))
            width += scalarWidth
        }
    }

    /// Appends a run.
    mutating func append(_ run: TextRun) {
        scalars += run.scalars
        widths += run.widths
        width += run.width
    }

    /// The run cut to at most `maxWidth` columns, ending with `…` when anything was cut.
    func truncated(to maxWidth: Int) -> TextRun {
        guard width > maxWidth else { return self }
        var result = TextRun()
        guard maxWidth > 0 else { return result }
        for (scalar, scalarWidth) in zip(scalars, widths) {
            if scalarWidth > 0, result.width + Int(scalarWidth) > maxWidth - 1 { break }
            result.scalars.append(scalar)
            result.widths.append(scalarWidth)
            result.width += Int(scalarWidth)
        }
        result.scalars.append("…")
        result.widths.append(1)
        result.width += 1
        return result
    }
}
