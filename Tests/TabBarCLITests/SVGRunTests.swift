import Foundation
import Testing

/// `--renderer svg` with `--animate` and `--frames-dir`.
struct SVGRunTests {
    @Test func animate_writesOneAnimatedSVG() throws {
        let result = try Tabbar.run(["--renderer", "svg", "--animate", "--script", "tap archives; wait 1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.components(separatedBy: "<svg").count - 1 == 1)
        #expect(result.stdout.contains("<animate"))
    }

    @Test func framesDir_writesOneFilePerFrame_andListsThem() throws {
        let directory = try Tabbar.temporaryDirectory()
        let result = try Tabbar.run(
            ["--renderer", "svg", "--frames-dir", "frames", "--script", "tap archives; wait 1"], in: directory
        )
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let listed = result.stdout.split(separator: "\n").map(String.init)
        #expect(listed.first == "frames/frame-0001.svg")
        #expect(listed.count > 2)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("frames").path
        ).sorted()
        #expect(files == listed.map { String($0.dropFirst("frames/".count)) })
        let first = try String(
            contentsOf: directory.appendingPathComponent(listed[0]), encoding: .utf8)
        #expect(first.hasPrefix("<svg") || first.hasPrefix("<?xml"))
    }
}
