import Foundation
import TabBarKit
import Testing

/// The version a user reads in three places — the README's installation line, the CHANGELOG's
/// newest release and `TabBarKitInfo.version` (which `tabbar --version` and every JSON Lines
/// header print) — is one version.
@Suite struct ReleaseVersionTests {
    /// The package's root folder: two levels above this file's folder.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func text(of name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func readmeInstallLine_namesTheVersionTheLibraryReports() throws {
        let readme = try Self.text(of: "README.md")
        let line = try #require(readme.split(separator: "\n").first { $0.contains(".package(url:") })
        #expect(line.contains("from: \"\(TabBarKitInfo.version)\""), "README: \(line)")
    }

    @Test func changelogsNewestRelease_isTheVersionTheLibraryReports() throws {
        let changelog = try Self.text(of: "CHANGELOG.md")
        // Release headings are `## <version> — <date>`; `## Unreleased` is not a release.
        let newest = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") })
        #expect(newest.hasPrefix("## \(TabBarKitInfo.version) "), "CHANGELOG: \(newest)")
    }
}
