/// One drawn frame: its number, its instant, and the SVG document.
public struct SVGFrame: Equatable, Sendable {
    /// The frame's number, counting from 1.
    public var index: Int
    /// The instant it shows.
    public var time: Duration
    /// A complete SVG document.
    public var document: String

    /// A file name for the frame that sorts in order: `frame-0001.svg`, `frame-0002.svg`, …
    public var fileName: String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".svg"
    }
}
