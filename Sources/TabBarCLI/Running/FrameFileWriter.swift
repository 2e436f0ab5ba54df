import TabBarKit
import TabBarRendering
import TabBarSVGRenderer

/// Writes the svg renderer's frames to `--frames-dir`, one file each (`frame-0001.svg`, …),
/// and lists every path written on standard output, one per line.
///
/// Frames are drawn 30 times a second while something moves, as well as at every instant,
/// so the files make a smooth sequence (for a GIF or a video).
@MainActor
final class FrameFileWriter {
    /// In-between frames while something moves: 30 a second, like the live mode.
    static let frameInterval = Duration.seconds(1) / 30

    private let directory: FrameDirectory
    private let listing: any TextSink
    /// The first write that failed; later frames are skipped.
    private(set) var failure: CommandFailure?

    init(directory: FrameDirectory, listing: any TextSink) {
        self.directory = directory
        self.listing = listing
    }

    func write(_ frame: SVGFrame) {
        guard failure == nil else { return }
        do throws(CommandFailure) {
            try directory.write(frame.document, to: frame.fileName)
            listing.write(directory.filePath(frame.fileName) + "\n")
        } catch {
            failure = error
        }
    }
}

extension SVGRenderer {
    /// An svg renderer in frames mode that hands every frame to `files`.
    static func writingFrames(to files: FrameFileWriter) -> SVGRenderer {
        SVGRenderer(sink: NullSink(), mode: .frames, frameInterval: FrameFileWriter.frameInterval) { frame in
            files.write(frame)
        }
    }
}
