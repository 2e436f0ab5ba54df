import TabBarKit
import TabBarRendering

/// Writes the svg renderer's frames to `--frames-dir`, one file each (`frame-0001.svg`, …),
/// and, once the run is over, lists every path on standard output, one per line (escaped).
///
/// Frames are drawn 30 times a second while something moves, as well as at every instant,
/// so the files make a smooth sequence (for a GIF or a video). They get their final names
/// only at the end, when their count — and so the width of their numbers — is known (see
/// ``FrameDirectory``).
@MainActor
final class FrameFileWriter {
    /// In-between frames while something moves: 30 a second, like the live mode.
    static let frameInterval = Duration.seconds(1) / 30

    private let directory: FrameDirectory
    private var count = 0
    /// The first write that failed; later frames are skipped.
    private(set) var failure: CommandFailure?

    init(directory: FrameDirectory) {
        self.directory = directory
    }

    func write(_ frame: SVGFrame) {
        guard failure == nil else { return }
        do throws(CommandFailure) {
            try directory.writeFrame(frame.document, number: count + 1)
            count += 1
        } catch {
            failure = error
        }
    }

    /// Gives the frames their final names and lists them on `listing`; after a failed write,
    /// removes what was written and throws that failure.
    func finish(listing: any TextSink) throws(CommandFailure) {
        if let failure {
            directory.discard()
            throw failure
        }
        for name in try directory.commit() {
            listing.write(directory.displayPath(name) + "\n")
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
